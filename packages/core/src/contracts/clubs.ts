import { z } from 'zod';
import { isCountryCode } from '../scouting/countries.js';
import { safeText } from './text.js';

const clubName = /* @__PURE__ */ safeText({ min: 1, max: 120 });

export const countryCodeSchema = z
  .string()
  // Room for spaces around the two letters; bounds the trimming of whatever is sent.
  .max(16)
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'not an ISO 3166-1 alpha-2 country code' });

export const clubSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Increases with every change; send it back to change the club (409 when stale). */
    version: z.number().int(),
    /** `/api/media/crests/<file>.webp` (any signed-in user may load it), or null without a crest. */
    crestUrl: z.string().nullable(),
  })
  .meta({ id: 'Club' });

export type Club = z.infer<typeof clubSchema>;

export const createClubSchema = z
  .object({ name: clubName, country: countryCodeSchema })
  .strict()
  .meta({ id: 'CreateClub' });

export type CreateClub = z.infer<typeof createClubSchema>;

export const updateClubSchema = z
  .object({
    name: clubName.optional(),
    country: countryCodeSchema.optional(),
    version: z.number().int().min(1),
  })
  .strict()
  .meta({ id: 'UpdateClub' });

export type UpdateClub = z.infer<typeof updateClubSchema>;

export const listClubsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  country: countryCodeSchema.optional(),
});

export const clubListSchema = z
  .object({ items: z.array(clubSchema), total: z.number().int() })
  .meta({ id: 'ClubList' });
