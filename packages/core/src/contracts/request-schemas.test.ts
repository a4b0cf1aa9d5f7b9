import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';

/**
 * Every request schema of the API in core (bodies, query strings, path
 * parameters), walked through its JSON Schema: what it bounds (decision 350)
 * and what text it lets through (decision 352). The HTTP walk over the
 * OpenAPI document (apps/server/src/security/request-text.int.test.ts) checks
 * that this list is every write the server has.
 */
const BODIES = {
  signUpSchema: contracts.signUpSchema,
  signInSchema: contracts.signInSchema,
  changePasswordSchema: contracts.changePasswordSchema,
  updateMeSchema: contracts.updateMeSchema,
  deleteAccountSchema: contracts.deleteAccountSchema,
  updateUserSchema: contracts.updateUserSchema,
  createClubSchema: contracts.createClubSchema,
  updateClubSchema: contracts.updateClubSchema,
  createPlayerSchema: contracts.createPlayerSchema,
  updatePlayerSchema: contracts.updatePlayerSchema,
  assignPlayersSchema: contracts.assignPlayersSchema,
  importPlayersSchema: contracts.importPlayersSchema,
  addVideoLinkSchema: contracts.addVideoLinkSchema,
  createRatingSchema: contracts.createRatingSchema,
  dismissDuplicateSchema: contracts.dismissDuplicateSchema,
  mergePlayersSchema: contracts.mergePlayersSchema,
  createTournamentSchema: contracts.createTournamentSchema,
  updateTournamentSchema: contracts.updateTournamentSchema,
  addTeamSchema: contracts.addTeamSchema,
  putGroupsSchema: contracts.putGroupsSchema,
  scheduleRequestSchema: contracts.scheduleRequestSchema,
  moveGameSchema: contracts.moveGameSchema,
  startGameSchema: contracts.startGameSchema,
  setGamePeriodSchema: contracts.setGamePeriodSchema,
  recordGameEventSchema: contracts.recordGameEventSchema,
  correctGameEventSchema: contracts.correctGameEventSchema,
  resetGameSchema: contracts.resetGameSchema,
  finishGameSchema: contracts.finishGameSchema,
  correctShootoutSchema: contracts.correctShootoutSchema,
  putTieResolutionSchema: contracts.putTieResolutionSchema,
  applyGroupResultsSchema: contracts.applyGroupResultsSchema,
  bracketSwapSchema: contracts.bracketSwapSchema,
  createFormationSchema: contracts.createFormationSchema,
  updateFormationSchema: contracts.updateFormationSchema,
  setLineupSchema: contracts.setLineupSchema,
  pushSubscriptionSchema: contracts.pushSubscriptionSchema,
  deletePushSubscriptionSchema: contracts.deletePushSubscriptionSchema,
} satisfies Record<string, z.ZodType>;

const QUERIES_AND_PATHS = {
  idParamsSchema: contracts.idParamsSchema,
  teamParamsSchema: contracts.teamParamsSchema,
  gameEventParamsSchema: contracts.gameEventParamsSchema,
  formationParamsSchema: contracts.formationParamsSchema,
  lineupParamsSchema: contracts.lineupParamsSchema,
  listPlayersQuerySchema: contracts.listPlayersQuerySchema,
  listClubsQuerySchema: contracts.listClubsQuerySchema,
  listUsersQuerySchema: contracts.listUsersQuerySchema,
  listTournamentsQuerySchema: contracts.listTournamentsQuerySchema,
  gameRecordQuerySchema: contracts.gameRecordQuerySchema,
  deleteGameEventQuerySchema: contracts.deleteGameEventQuerySchema,
  versionQuerySchema: contracts.versionQuerySchema,
} satisfies Record<string, z.ZodType>;

/**
 * Body texts that are never stored as text: passwords (hashed) and the email
 * typed again to confirm a deletion (compared). They are bounded like every
 * text; NUL and lone surrogates never reach them (the server's door,
 * decision 352).
 */
const NOT_STORED = new Set([
  'signUpSchema.password',
  'signInSchema.password',
  'changePasswordSchema.currentPassword',
  'changePasswordSchema.newPassword',
  'deleteAccountSchema.password',
  'deleteAccountSchema.confirmEmail',
]);

/** The characters of the finding: NUL, a right-to-left override, a lone surrogate half. */
const BAD_TEXT = { NUL: 'Le\u0000na', 'U+202E': 'Lena\u202eredröM', 'a lone surrogate': 'Le\ud800na' };

/** Numbers that count or name rows rather than size work: a version, and where a page starts. */
const UNBOUNDED_NUMBERS = /(^|\.)(version|\w+Version|offset)$/;

type Json = { [key: string]: unknown };
type Path = (string | number)[];
type Leaf = { path: Path; node: Json };

/** Every leaf (string, number, array) of a JSON Schema, with its path; arrays' items at index 0 (tuples at theirs). */
function leavesOf(schema: z.ZodType): Leaf[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  const resolve = (node: Json): Json =>
    typeof node.$ref === 'string' ? resolve(defs[node.$ref.replace('#/$defs/', '')]!) : node;
  const out: Leaf[] = [];
  const walk = (raw: Json, path: Path) => {
    const node = resolve(raw);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const option of (node[key] as Json[] | undefined) ?? []) walk(option, path);
    }
    if (node.type === 'string' || node.type === 'integer' || node.type === 'number') out.push({ path, node });
    if (node.type === 'array') {
      out.push({ path, node });
      const tuple = node.prefixItems as Json[] | undefined;
      if (tuple) tuple.forEach((item, index) => walk(item, [...path, index]));
      else if (node.items && typeof node.items === 'object') walk(node.items as Json, [...path, 0]);
    }
    if (node.type === 'object') {
      out.push({ path, node });
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
        walk(child, [...path, key]);
      }
    }
  };
  walk(json, []);
  return out;
}

/**
 * An input holding `value` at `path` and nothing else: enough for the issue
 * of that one field. A list holds it at least twice, so that a pair (a tuple
 * of two ids) has its length and its items are looked at.
 */
function inputWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return Array.from({ length: Math.max(head + 1, 2) }, () => inputWith(rest, value));
  return { [head!]: inputWith(rest, value) };
}

/** A pattern that matches texts of one length at most (a date, a colour, a UUID): it bounds the text by itself. */
const boundedPattern = (pattern: unknown) =>
  typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);
const isConstant = (node: Json) => node.enum !== undefined || node.const !== undefined;

const named = (name: string, path: Path) => [name, ...path.map(String)].join('.');
const all = { ...BODIES, ...QUERIES_AND_PATHS };

describe('request schemas', () => {
  it('the walk finds the fields (a sanity check on the walker)', () => {
    const paths = leavesOf(contracts.putGroupsSchema).map((leaf) => leaf.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['version', 'groups', 'groups.0.name', 'groups.0.teamIds', 'groups.0.teamIds.0']),
    );
    expect(leavesOf(contracts.dismissDuplicateSchema).map((leaf) => leaf.path.join('.'))).toContain('playerIds.1');
  });

  it('bound every text and every list before any work is done over them (decision 350)', () => {
    const unbounded: string[] = [];
    for (const [name, schema] of Object.entries(all)) {
      for (const { path, node } of leavesOf(schema)) {
        if (
          node.type === 'string' &&
          node.maxLength === undefined &&
          !isConstant(node) &&
          !boundedPattern(node.pattern)
        ) {
          unbounded.push(`${named(name, path)} (text)`);
        }
        if (node.type === 'array' && node.maxItems === undefined) unbounded.push(`${named(name, path)} (list)`);
        if (node.type === 'object' && node.additionalProperties !== undefined && node.additionalProperties !== false) {
          if (node.maxProperties === undefined) unbounded.push(`${named(name, path)} (record)`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('bound every number that sizes work (times, lengths, pitches, counts, pages); versions and offsets only name rows', () => {
    const unbounded: string[] = [];
    for (const [name, schema] of Object.entries(all)) {
      for (const { path, node } of leavesOf(schema)) {
        if (node.type !== 'integer' && node.type !== 'number') continue;
        const field = named(name, path);
        if (UNBOUNDED_NUMBERS.test(field) || isConstant(node)) continue;
        const max = node.maximum as number | undefined;
        if (max === undefined || max > 1_000_000_000) unbounded.push(`${field} ≤ ${max}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('refuse NUL, U+202E and a lone surrogate in every text of a body that is stored (decision 352)', () => {
    const letThrough: string[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(BODIES)) {
      for (const { path, node } of leavesOf(schema)) {
        if (node.type !== 'string' || NOT_STORED.has(named(name, path))) continue;
        checked += 1;
        for (const [what, text] of Object.entries(BAD_TEXT)) {
          const result = schema.safeParse(inputWith(path, text));
          const refused =
            !result.success &&
            result.error.issues.some((issue) => named(name, issue.path as Path) === named(name, path));
          if (!refused) letThrough.push(`${named(name, path)} took ${what}`);
        }
      }
    }
    expect(letThrough).toEqual([]);
    // Names, notes, titles, ids, URLs, colours, dates, keys …: every text field of every body.
    expect(checked).toBeGreaterThan(80);
  });

  it('refuse them in ids of paths and queries too; searches are bounded and never stored', () => {
    const letThrough: string[] = [];
    for (const [name, schema] of Object.entries(QUERIES_AND_PATHS)) {
      for (const { path, node } of leavesOf(schema)) {
        if (node.type !== 'string' || path.at(-1) === 'q') continue;
        for (const [what, text] of Object.entries(BAD_TEXT)) {
          const result = schema.safeParse(inputWith(path, text));
          if (result.success) letThrough.push(`${named(name, path)} took ${what}`);
        }
      }
    }
    expect(letThrough).toEqual([]);
  });

  it('refuse a video link title and link with those characters as INVALID_FORMAT: the finding', () => {
    const fields = (input: unknown) => {
      const result = contracts.addVideoLinkSchema.safeParse(input);
      return result.success ? {} : contracts.fieldErrors(result.error.issues, input);
    };
    for (const text of Object.values(BAD_TEXT)) {
      expect(fields({ url: 'https://video.example/clip', title: text })).toEqual({ title: 'INVALID_FORMAT' });
      expect(fields({ url: `https://video.example/${text}` })).toEqual({ url: 'INVALID_FORMAT' });
    }
    expect(fields({ url: 'https://video.example/clip', title: 'Tor gegen Nord' })).toEqual({});
  });
});
