import { z } from 'zod';
import { FIELD_ERROR_CODES } from './errors.js';
import { createPlayerSchema } from './players.js';
import { MAX_IMPORT_ROWS } from './player-csv.js';

/**
 * CSV import of players: the server parses and checks the file and returns a
 * preview; nothing is written until the client sends the rows back to
 * `POST /api/players/import`, which writes all or nothing. The columns and
 * limits are in player-csv.ts.
 */
export const importPreviewRowSchema = z.object({
  /** 1-based line in the file (the header is line 1). */
  line: z.number().int(),
  /**
   * First and last name as the file has them (trimmed), so an invalid row is
   * recognised too; empty when both are, or when they hold characters no
   * stored text may have.
   */
  name: z.string(),
  /** The row as it would be created (present when valid). */
  player: createPlayerSchema.optional(),
  /** Column → field code, when invalid. */
  errors: z.record(z.string(), z.enum(FIELD_ERROR_CODES)),
  /** Existing players this row probably duplicates, best first; at most `MAX_IMPORT_ROW_DUPLICATES`. */
  duplicates: z.array(z.object({ playerId: z.string(), name: z.string(), score: z.number() })),
});

export const importPreviewSchema = z
  .object({
    rows: z.array(importPreviewRowSchema),
    valid: z.number().int(),
    invalid: z.number().int(),
    /** Unknown header names, ignored. */
    ignoredColumns: z.array(z.string()),
  })
  .meta({ id: 'ImportPreview' });

export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importPlayersSchema = z
  .object({ rows: z.array(createPlayerSchema).min(1).max(MAX_IMPORT_ROWS) })
  .strict()
  .meta({ id: 'ImportPlayers' });

export type ImportPlayers = z.infer<typeof importPlayersSchema>;

export const importResultSchema = z.object({ created: z.number().int() }).meta({ id: 'ImportResult' });
