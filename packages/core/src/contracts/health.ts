import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    db: z.enum(['sqlite', 'postgres']),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;

/** Readiness: the database and the media store both answer (load balancers route only to ready instances). */
export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    db: z.enum(['sqlite', 'postgres']),
    storage: z.enum(['local', 's3']),
  })
  .meta({ id: 'Readiness' });

export type Readiness = z.infer<typeof readinessSchema>;
