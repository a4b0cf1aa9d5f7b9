import { z } from 'zod';
import { MERGE_FIELDS } from './player-fields.js';
import { resourceIdSchema } from './params.js';
import { playerSchema } from './players.js';

export const duplicateReasonSchema = z.enum([
  'NAME_EXACT',
  'NAME_SIMILAR',
  'NAMES_SWAPPED',
  'BIRTHDAY_EXACT',
  'BIRTH_YEAR',
  'NATIONALITY',
]);

export const duplicateCandidateSchema = z
  .object({
    score: z.number(),
    reasons: z.array(duplicateReasonSchema),
    players: z.tuple([playerSchema, playerSchema]),
  })
  .meta({ id: 'DuplicateCandidate' });

export const duplicateListSchema = z
  .object({ items: z.array(duplicateCandidateSchema), total: z.number().int() })
  .meta({ id: 'DuplicateList' });

export type DuplicateList = z.infer<typeof duplicateListSchema>;

export const dismissDuplicateSchema = z
  .object({ playerIds: z.tuple([resourceIdSchema, resourceIdSchema]) })
  .strict()
  .meta({ id: 'DismissDuplicate' });

export const mergePlayersSchema = z
  .object({
    survivorId: resourceIdSchema,
    mergedId: resourceIdSchema,
    /** Versions read by the person merging: a change meanwhile refuses the merge (409). */
    survivorVersion: z.number().int().min(1),
    mergedVersion: z.number().int().min(1),
    /** Fields whose value comes from the merged player; all others keep the survivor's. */
    takeFromMerged: z.array(z.enum(MERGE_FIELDS)).max(MERGE_FIELDS.length).default([]),
  })
  .strict()
  .meta({ id: 'MergePlayers' });

export type MergePlayers = z.infer<typeof mergePlayersSchema>;
