import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  can,
  createDuplicateIndex,
  createPlayerSchema,
  DEFAULT_LOCALE,
  fieldErrors,
  importPreviewRowSchema,
  isSafeText,
  MAX_IMPORT_ROW_DUPLICATES,
  MAX_IMPORT_ROWS,
  newPlayerValues,
  PLAYER_CSV_COLUMNS,
  type Actor,
  type CreatePlayer,
  type FieldErrorCode,
  type ImportPreview,
  type ListPlayersQuery,
  type Locale,
} from '@touchline/core';
import { parse } from 'csv-parse';
import type { Store } from '../../db/unit-of-work.js';
import { assertCanSome } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { PlayerValues, PlayersRepository } from '../players/players.repository.js';
import { presentPlayer } from '../players/player.presenter.js';
import { scopedListFilter } from '../players/players.service.js';
import type { Translations } from '../../i18n/translations.js';
import { csvLine, UTF8_BOM } from '../../http/csv.js';
import { columnOf, playerCsvLine, rowReader, type Cells } from './sheet-rows.js';
import { decodeSheet, sheetDelimiter } from './spreadsheet-reading.js';
import type { PlayerSheetsRepository } from './player-sheets.repository.js';

export const EXPORT_MAX_ROWS = 50_000;

/**
 * The preview works in slices and lets other requests in between (issue:
 * one large preview held /api/health for seconds). A slice ends after this
 * long; the file is fed to the parser in pieces of `PARSE_PIECE` characters;
 * existing players are read `CANDIDATE_PAGE` at a time.
 */
const SLICE_MS = 5;
const PARSE_PIECE = 64 * 1024;
const CANDIDATE_PAGE = 1000;

/** Returns a function to call between units of work: it yields to the event loop once a slice is used up. */
function slicer(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/**
 * The CSV's header and records, refused with 413 TOO_MANY_ROWS as soon as
 * record MAX_IMPORT_ROWS + 1 is read: nothing after it is parsed, and no row
 * objects are built for a file that is too long.
 */
async function parseCsv(file: Buffer, pause: () => Promise<void>): Promise<{ headers: string[]; records: Cells[] }> {
  // The encoding first (UTF-8 or what Excel writes, decision 035): csv-parse itself would read any bytes as UTF-8.
  const text = decodeSheet(file);
  if (text === null) throw new AppError(400, 'VALIDATION_FAILED', { file: 'INVALID_FORMAT' });
  let headers: string[] = [];
  const parser = parse({
    columns: (header: string[]) => (headers = header.map((h) => h.trim())),
    skip_empty_lines: true,
    delimiter: sheetDelimiter(text),
    relax_column_count: true,
    trim: true,
  });
  const source = Readable.from(
    (async function* pieces() {
      for (let offset = 0; offset < text.length; offset += PARSE_PIECE) {
        yield text.slice(offset, offset + PARSE_PIECE);
        await nextTurn();
      }
    })(),
    { objectMode: false },
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  const records: Cells[] = [];
  try {
    for await (const record of parser as AsyncIterable<Cells>) {
      if (records.length === MAX_IMPORT_ROWS) throw new AppError(413, 'TOO_MANY_ROWS', { file: 'TOO_BIG' });
      records.push(record);
      await pause();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'VALIDATION_FAILED', { file: 'INVALID_FORMAT' });
  } finally {
    source.destroy();
    parser.destroy();
  }
  return { headers, records };
}

/** Spreadsheets (decision 013, docs/product/players-and-clubs.md): CSV export of the filtered list, CSV import with preview and all-or-nothing commit. */
export type PlayerSheetsStore = Store<{
  players: PlayersRepository;
  clubs: ClubsRepository;
  playerSheets: PlayerSheetsRepository;
}>;

export function playerSheetsService(store: PlayerSheetsStore, { translations }: { translations: Translations }) {
  const { players, clubs, playerSheets: sheets } = store;
  const readRow = rowReader(translations);

  return {
    async exportCsv(actor: Actor, query: ListPlayersQuery): Promise<string> {
      // The same scope as the list on screen (core's playerListScope): no free
      // players below level 2, detail filters and sorts only over visible rows.
      const { rows } = await players.list(scopedListFilter(actor, query), query.sort, EXPORT_MAX_ROWS, 0);
      const clubNames = new Map((await clubs.list({})).map((c) => [c.id, c.name]));
      let csv = UTF8_BOM + csvLine([...PLAYER_CSV_COLUMNS]);
      for (const row of rows) {
        csv += playerCsvLine(presentPlayer(row, actor), clubNames);
      }
      return csv;
    },

    /**
     * Checks a CSV without writing anything. Bounded whatever the file holds:
     * at most MAX_IMPORT_ROWS rows (more are refused while parsing), each row
     * matched against existing players only, through the duplicate blocks and
     * with a fixed budget of comparisons, at most MAX_IMPORT_ROW_DUPLICATES
     * warnings per row; the work runs in slices that let other requests in.
     *
     * A warning is a computed output, so it may only depend on what the
     * caller may see of the existing player: a player whose personal details
     * the caller may not see (docs/product/personal-details.md) is matched on the name alone —
     * the birthday and nationality are dropped before indexing, so score,
     * flag and order are the same whatever a row guesses for them.
     */
    async preview(actor: Actor, file: Buffer, locale: Locale = DEFAULT_LOCALE): Promise<ImportPreview> {
      assertCanSome(actor, 'player.create');
      const pause = slicer();
      const { headers, records } = await parseCsv(file, pause);
      if (!headers.includes('firstName') || !headers.includes('lastName')) {
        throw new AppError(400, 'VALIDATION_FAILED', { file: 'INVALID_FORMAT' });
      }
      const clubIdByName = new Map((await clubs.list({})).map((c) => [c.name.toLowerCase(), c.id]));
      const rows: {
        line: number;
        name: string;
        player: CreatePlayer | undefined;
        errors: Record<string, FieldErrorCode>;
      }[] = [];
      for (const [index, cells] of records.entries()) {
        const { input, errors } = readRow(cells, clubIdByName, locale);
        const parsed = createPlayerSchema.safeParse(input);
        if (!parsed.success) {
          // Reported per CSV column, after what readRow already found.
          const schemaErrors = fieldErrors(parsed.error.issues, input, { fieldName: columnOf });
          for (const [column, code] of Object.entries(schemaErrors)) errors[column] ??= code;
        }
        const player = parsed.success ? parsed.data : undefined;
        if (player && !can(actor, 'player.create', { clubId: player.clubId ?? null })) errors.club = 'INVALID_VALUE';
        // Echoed only when it is text a player's name could be (no control or bidi characters, decision 014).
        const written = [cells.firstName, cells.lastName]
          .map((part) => (part ?? '').trim())
          .filter(Boolean)
          .join(' ')
          .slice(0, 201);
        const name = isSafeText(written) ? written : '';
        rows.push({ line: index + 2, name, player: Object.keys(errors).length ? undefined : player, errors });
        await pause();
      }

      // Duplicate warnings: each valid row against existing players (not against other rows).
      const index = createDuplicateIndex();
      const names = new Map<string, string>();
      const seesFreePlayers = can(actor, 'freePlayers.view');
      if (rows.some((r) => r.player)) {
        for (let afterId: string | null = null; ;) {
          const page = await sheets.matchCandidates(afterId, CANDIDATE_PAGE);
          for (const candidate of page) {
            // Free players are a list of their own for levels 0–2 only: no warning names one to anyone else.
            if (candidate.clubId === null && !seesFreePlayers) continue;
            const personalDetails = can(actor, 'player.viewPersonalDetails', { clubId: candidate.clubId });
            index.add(candidate, { personalDetails });
            names.set(candidate.id, `${candidate.firstName} ${candidate.lastName}`);
            await pause();
          }
          if (page.length < CANDIDATE_PAGE) break;
          afterId = page[page.length - 1]!.id;
        }
      }
      const previewRows: ImportPreview['rows'] = [];
      for (const row of rows) {
        const matches = row.player
          ? index.match(
              {
                id: `row:${row.line}`,
                firstName: row.player.firstName,
                lastName: row.player.lastName,
                birthday: row.player.birthday ?? null,
                nationality: row.player.nationality ?? null,
              },
              { limit: MAX_IMPORT_ROW_DUPLICATES },
            )
          : [];
        previewRows.push({
          ...row,
          duplicates: matches.map((m) => ({ playerId: m.id, name: names.get(m.id) ?? m.id, score: m.score })),
        });
        await pause();
      }
      const valid = previewRows.filter((r) => r.player).length;
      return {
        rows: previewRows,
        valid,
        invalid: previewRows.length - valid,
        ignoredColumns: headers.filter((h) => !(PLAYER_CSV_COLUMNS as readonly string[]).includes(h)),
      };
    },

    /**
     * The preview as the JSON body to send: each row checked against the
     * response schema (which also drops anything the schema does not name)
     * in slices, where the route's serializer would check all 5,000 rows in
     * one go and hold the event loop for tens of milliseconds.
     */
    async previewBody(actor: Actor, file: Buffer, locale?: Locale): Promise<string> {
      const preview = await this.preview(actor, file, locale);
      const pause = slicer();
      const rows: ImportPreview['rows'] = [];
      for (const row of preview.rows) {
        rows.push(importPreviewRowSchema.parse(row));
        await pause();
      }
      return JSON.stringify({ ...preview, rows });
    },

    /** All rows or none: one transaction; any row the actor may not create refuses the whole import. */
    async commit(actor: Actor, rows: CreatePlayer[]): Promise<{ created: number }> {
      assertCanSome(actor, 'player.create');
      const clubIds = [...new Set(rows.map((r) => r.clubId).filter((id): id is string => Boolean(id)))];
      for (const [index, row] of rows.entries()) {
        if (!can(actor, 'player.create', { clubId: row.clubId ?? null })) {
          throw new AppError(403, 'FORBIDDEN', { [`rows.${index}.clubId`]: 'INVALID_VALUE' });
        }
      }
      if ((await clubs.existing(clubIds)).length !== clubIds.length) throw new AppError(404, 'CLUB_NOT_FOUND');
      const values: { id: string; player: PlayerValues }[] = rows.map((row) => ({
        id: randomUUID(),
        player: newPlayerValues(row),
      }));
      await store.transaction((inside) => inside.players.insertMany(values, actor.id));
      return { created: values.length };
    },
  };
}

export type PlayerSheetsService = ReturnType<typeof playerSheetsService>;
