import { randomUUID } from 'node:crypto';
import {
  can,
  createPlayerSchema,
  findDuplicateCandidates,
  grantOf,
  PLAYER_CSV_COLUMNS,
  POSITIONS,
  type Actor,
  type CreatePlayer,
  type DuplicateInput,
  type FieldErrorCode,
  type ImportPreview,
  type ListPlayersQuery,
} from '@touchline/core';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../http/errors.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { DuplicatesRepository } from '../duplicates/duplicates.repository.js';
import type { PlayerValues, PlayersRepository } from '../players/players.repository.js';
import { presentPlayer } from '../players/players.service.js';
import { csvCell, csvLine, UTF8_BOM } from './csv.js';

export const EXPORT_MAX_ROWS = 50_000;
type Column = (typeof PLAYER_CSV_COLUMNS)[number];

/** The CSV column each CreatePlayer field comes from. */
const FIELD_COLUMN: Record<string, Column> = {
  firstName: 'firstName',
  lastName: 'lastName',
  birthday: 'birthday',
  clubId: 'club',
  foot: 'foot',
  backNumberDefault: 'backNumber',
  position: 'position',
  sidePositions: 'sidePositions',
  nationality: 'nationality',
  height: 'height',
  watchlist: 'watchlist',
  networkPlayer: 'networkPlayer',
  valueEur: 'valueEur',
  targetLeague: 'targetLeague',
};

const TRUE = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'oui', 'si', 'sí']);
const FALSE = new Set(['false', 'no', 'n', '0', '', 'nein', 'non']);

type Cells = Partial<Record<Column, string>>;

/** Spreadsheets (issue 5): CSV export of the filtered list, CSV import with preview and all-or-nothing commit. */
export function playerSheetsService(
  players: PlayersRepository,
  clubs: ClubsRepository,
  duplicates: DuplicatesRepository,
) {
  /** One CSV row → the input a create would take, plus per-column codes for what cannot be read. */
  function readRow(
    cells: Cells,
    clubIdByName: Map<string, string>,
  ): { input: Record<string, unknown>; errors: Record<string, FieldErrorCode> } {
    const errors: Record<string, FieldErrorCode> = {};
    const input: Record<string, unknown> = {};
    const text = (column: Column) => (cells[column] ?? '').trim();
    const number = (column: Column, field: string) => {
      const raw = text(column).replace(/\s/g, '');
      if (!raw) return;
      const value = Number(raw.replace(',', '.'));
      if (Number.isFinite(value)) input[field] = value;
      else errors[column] = 'NOT_A_NUMBER';
    };
    const flag = (column: Column, field: string) => {
      const raw = text(column).toLowerCase();
      if (TRUE.has(raw)) input[field] = true;
      else if (FALSE.has(raw)) input[field] = false;
      else errors[column] = 'INVALID_VALUE';
    };
    input.firstName = text('firstName');
    input.lastName = text('lastName');
    if (text('birthday')) input.birthday = text('birthday');
    if (text('club')) {
      const clubId = clubIdByName.get(text('club').toLowerCase());
      if (clubId) input.clubId = clubId;
      else errors.club = 'INVALID_VALUE';
    }
    if (text('foot')) input.foot = text('foot').toLowerCase();
    number('backNumber', 'backNumberDefault');
    if (text('position')) input.position = text('position').toUpperCase();
    if (text('sidePositions'))
      input.sidePositions = text('sidePositions')
        .toUpperCase()
        .split(/[|,/ ]+/)
        .filter(Boolean);
    if (text('nationality')) input.nationality = text('nationality');
    number('height', 'height');
    flag('watchlist', 'watchlist');
    flag('networkPlayer', 'networkPlayer');
    number('valueEur', 'valueEur');
    if (text('targetLeague')) input.targetLeague = text('targetLeague');
    return { input, errors };
  }

  return {
    async exportCsv(actor: Actor, query: ListPlayersQuery): Promise<string> {
      const grant = grantOf(actor, 'player.viewPersonalDetails');
      if (grant === 'none') throw new AppError(403, 'FORBIDDEN');
      const { sort, limit: _limit, offset: _offset, ...filter } = query;
      const restricted =
        grant === 'scoped' &&
        (query.nationality !== undefined || query.watchlist !== undefined || sort.endsWith('age'));
      const { rows } = await players.list(
        restricted ? { ...filter, onlyClubIds: actor.clubIds } : filter,
        sort,
        EXPORT_MAX_ROWS,
        0,
      );
      const clubNames = new Map((await clubs.list({})).map((c) => [c.id, c.name]));
      let csv = UTF8_BOM + csvLine([...PLAYER_CSV_COLUMNS]);
      for (const row of rows) {
        const p = presentPlayer(row, actor);
        csv += csvLine([
          csvCell(p.firstName),
          csvCell(p.lastName),
          csvCell(p.birthday),
          csvCell(p.clubId ? clubNames.get(p.clubId) : null),
          csvCell(p.foot),
          csvCell(p.backNumberDefault, { text: false }),
          csvCell(p.position),
          csvCell(p.sidePositions.join('|')),
          csvCell(p.nationality),
          csvCell(p.height, { text: false }),
          csvCell(p.detailsVisible ? p.watchlist : null, { text: false }),
          csvCell(p.networkPlayer, { text: false }),
          csvCell(p.valueEur, { text: false }),
          csvCell(p.targetLeague),
        ]);
      }
      return csv;
    },

    async preview(actor: Actor, file: Buffer): Promise<ImportPreview> {
      if (grantOf(actor, 'player.create') === 'none') throw new AppError(403, 'FORBIDDEN');
      let records: Record<string, string>[];
      try {
        records = parse(file, {
          columns: (header: string[]) => header.map((h) => h.trim()),
          bom: true,
          skip_empty_lines: true,
          delimiter: [',', ';'],
          relax_column_count: true,
          trim: true,
        }) as Record<string, string>[];
      } catch {
        throw new AppError(400, 'VALIDATION_FAILED', { file: 'INVALID_FORMAT' });
      }
      const headers = records[0] ? Object.keys(records[0]) : [];
      if (!headers.includes('firstName') || !headers.includes('lastName')) {
        throw new AppError(400, 'VALIDATION_FAILED', { file: 'INVALID_FORMAT' });
      }
      const clubIdByName = new Map((await clubs.list({})).map((c) => [c.name.toLowerCase(), c.id]));
      const rows = records.map((cells, index) => {
        const { input, errors } = readRow(cells as Cells, clubIdByName);
        const parsed = createPlayerSchema.safeParse(input);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const column = FIELD_COLUMN[String(issue.path[0])] ?? String(issue.path[0]);
            const value = input[String(issue.path[0])];
            errors[column] ??=
              value === undefined || value === ''
                ? 'REQUIRED'
                : issue.code === 'too_big'
                  ? 'TOO_BIG'
                  : issue.code === 'too_small'
                    ? 'TOO_SMALL'
                    : issue.code === 'invalid_format'
                      ? 'INVALID_FORMAT'
                      : 'INVALID_VALUE';
          }
        }
        const player = parsed.success ? parsed.data : undefined;
        if (player && !can(actor, 'player.create', { clubId: player.clubId ?? null })) errors.club = 'INVALID_VALUE';
        return { line: index + 2, player: Object.keys(errors).length ? undefined : player, errors };
      });

      // Duplicate warnings against existing players (and within the file).
      const existing = await duplicates.matchInputs();
      const incoming: DuplicateInput[] = rows.flatMap((r) =>
        r.player
          ? [
              {
                id: `row:${r.line}`,
                firstName: r.player.firstName,
                lastName: r.player.lastName,
                birthday: r.player.birthday ?? null,
                nationality: r.player.nationality ?? null,
              },
            ]
          : [],
      );
      const names = new Map(existing.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
      const warnings = new Map<number, { playerId: string; name: string; score: number }[]>();
      for (const pair of findDuplicateCandidates([...existing, ...incoming])) {
        const row = pair.ids.find((id) => id.startsWith('row:'));
        const other = pair.ids.find((id) => !id.startsWith('row:'));
        if (!row || !other) continue;
        const line = Number(row.slice(4));
        warnings.set(line, [
          ...(warnings.get(line) ?? []),
          { playerId: other, name: names.get(other) ?? other, score: pair.score },
        ]);
      }
      const previewRows = rows.map((r) => ({ ...r, duplicates: warnings.get(r.line) ?? [] }));
      const valid = previewRows.filter((r) => r.player).length;
      return {
        rows: previewRows,
        valid,
        invalid: previewRows.length - valid,
        ignoredColumns: headers.filter((h) => !(PLAYER_CSV_COLUMNS as readonly string[]).includes(h)),
      };
    },

    /** All rows or none: one transaction; any row the actor may not create refuses the whole import. */
    async commit(actor: Actor, rows: CreatePlayer[]): Promise<{ created: number }> {
      const clubIds = [...new Set(rows.map((r) => r.clubId).filter((id): id is string => Boolean(id)))];
      for (const [index, row] of rows.entries()) {
        if (!can(actor, 'player.create', { clubId: row.clubId ?? null })) {
          throw new AppError(403, 'FORBIDDEN', { [`rows.${index}.clubId`]: 'INVALID_VALUE' });
        }
      }
      if ((await clubs.existing(clubIds)).length !== clubIds.length) throw new AppError(404, 'CLUB_NOT_FOUND');
      const values: { id: string; player: PlayerValues }[] = rows.map((row) => ({
        id: randomUUID(),
        player: {
          firstName: row.firstName,
          lastName: row.lastName,
          birthday: row.birthday ?? null,
          clubId: row.clubId ?? null,
          foot: row.foot ?? null,
          backNumberDefault: row.backNumberDefault ?? null,
          position: row.position ?? null,
          sidePositions: [...new Set(row.sidePositions ?? [])].filter((p) =>
            (POSITIONS as readonly string[]).includes(p),
          ),
          nationality: row.nationality ?? null,
          height: row.height ?? null,
          watchlist: row.watchlist ?? false,
          networkPlayer: row.networkPlayer ?? false,
          valueEur: row.valueEur ?? null,
          targetLeague: row.targetLeague ?? null,
        },
      }));
      await players.insertMany(values, actor.id);
      return { created: values.length };
    },
  };
}

export type PlayerSheetsService = ReturnType<typeof playerSheetsService>;
