import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';

type Json = { [key: string]: unknown };
type Path = (string | number)[];
type Operation = { method: string; path: string; body: Json | null; query: string[] };
type OpenApi = {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
};

/** The characters of the finding: NUL (a 500 on PostgreSQL), a right-to-left override, a lone surrogate half. */
const BAD_TEXT = { NUL: 'Le\u0000na', 'U+202E': 'Lena\u202eredröM', 'a lone surrogate': 'Le\ud800na' };

/**
 * Texts of a body that are never stored as text (passwords are hashed, the
 * confirming email is compared): they take a right-to-left override like
 * any password may, but never NUL or a lone surrogate.
 */
const NOT_STORED = new Set([
  'POST /api/auth/sign-up/email password',
  'POST /api/auth/sign-in/email password',
  'POST /api/auth/change-password currentPassword',
  'POST /api/auth/change-password newPassword',
  'POST /api/me/delete password',
  'POST /api/me/delete confirmEmail',
]);

/**
 * Walks the OpenAPI document (decision 352): every operation with a JSON
 * body gets, in every text field of that body (at any depth, in lists too),
 * NUL, U+202E and a lone surrogate, one field at a time, and must refuse
 * each with 400 and a field code on that field, never a 5xx. Every text
 * parameter of a query string gets NUL. New routes and fields are covered
 * without touching this file.
 */
describeEachEngine(
  'stored text: every text field of every write, from the OpenAPI document',
  (ctx) => {
    let users: LevelUsers;
    let operations: Operation[];
    let doc: OpenApi;

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'texts');
      doc = (await ctx.client().get<OpenApi>('/api/openapi.json')).body;
      operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
          const parameters = (op.parameters as Json[] | undefined) ?? [];
          return {
            method: method.toUpperCase(),
            path,
            body: (content?.['application/json']?.schema as Json | undefined) ?? null,
            query: parameters.filter((p) => p.in === 'query' && textual(p.schema as Json)).map((p) => p.name as string),
          };
        }),
      );
    });

    const resolve = (node: Json): Json =>
      typeof node.$ref === 'string'
        ? resolve(doc.components!.schemas![node.$ref.replace('#/components/schemas/', '')]!)
        : node;
    const textual = (node: Json | undefined): boolean =>
      node !== undefined &&
      (resolve(node).type === 'string' || ((resolve(node).anyOf as Json[] | undefined) ?? []).some(textual));

    /** Every text field of a body schema, with its path; list items at index 0 (tuples at theirs). */
    function textFields(schema: Json): Path[] {
      const out: Path[] = [];
      const walk = (raw: Json, path: Path) => {
        const node = resolve(raw);
        for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
          for (const option of (node[key] as Json[] | undefined) ?? []) walk(option, path);
        }
        if (node.type === 'string' && !out.some((p) => p.join('.') === path.join('.'))) out.push(path);
        if (node.type === 'array') {
          const tuple = node.prefixItems as Json[] | undefined;
          if (tuple) tuple.forEach((item, index) => walk(item, [...path, index]));
          else if (node.items && typeof node.items === 'object') walk(node.items as Json, [...path, 0]);
        }
        for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
          walk(child, [...path, key]);
        }
      };
      walk(schema, []);
      return out;
    }

    /**
     * A body holding `value` at `path` only. A list has at least two items
     * (so a pair has its length), the others plain text where `value` is.
     */
    function bodyWith(path: Path, value: unknown): unknown {
      if (path.length === 0) return value;
      const [head, ...rest] = path;
      if (typeof head === 'number') {
        return Array.from({ length: Math.max(head + 1, 2) }, (_, i) => bodyWith(rest, i === head ? value : 'Lena'));
      }
      return { [head!]: bodyWith(rest, value) };
    }

    /** Ids in the path are fresh UUIDs: a body is checked before anything is looked up. */
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

    /** The administrator may call every route; a fresh one per run of sign-ins and deletions would lose nothing. */
    const client = (): HttpClient => users.clients[0]!;

    it('finds the writes and their texts (a sanity check on the walk)', () => {
      const writes = operations.filter((op) => op.body !== null);
      expect(writes.length).toBeGreaterThanOrEqual(35);
      const fields = writes.flatMap((op) =>
        textFields(op.body!).map((path) => `${op.method} ${op.path} ${path.join('.')}`),
      );
      expect(fields).toEqual(
        expect.arrayContaining([
          'POST /api/players/{id}/videos title',
          'POST /api/players/{id}/videos url',
          'PUT /api/tournaments/{id}/groups groups.0.name',
          'POST /api/players/import rows.0.firstName',
          'PUT /api/push/subscription endpoint',
        ]),
      );
    });

    it('refuses NUL, U+202E and a lone surrogate in every text field of every JSON body with 400 and that field', async () => {
      const letThrough: string[] = [];
      let sent = 0;
      for (const op of operations.filter((o) => o.body !== null)) {
        for (const path of textFields(op.body!)) {
          const field = path.join('.') || 'body';
          const stored = !NOT_STORED.has(`${op.method} ${op.path} ${field}`);
          for (const [what, text] of Object.entries(BAD_TEXT)) {
            const res = await client().request<ErrorBody>(op.method, concrete(op.path), bodyWith(path, text));
            sent += 1;
            const where = `${op.method} ${op.path} ${field} with ${what}`;
            if (res.status >= 500) letThrough.push(`${where}: ${res.status}`);
            else if (!stored && what === 'U+202E') continue;
            else if (res.status !== 400 || !res.body.error?.fields?.[field]) {
              letThrough.push(`${where}: ${res.status} ${JSON.stringify(res.body.error?.fields ?? res.body)}`);
            }
          }
        }
      }
      expect(letThrough).toEqual([]);
      expect(sent).toBeGreaterThan(300);
    });

    it('refuses NUL in every text parameter of every query string with 400 and that parameter', async () => {
      const letThrough: string[] = [];
      for (const op of operations) {
        for (const name of op.query) {
          const res = await client().request<ErrorBody>(op.method, `${concrete(op.path)}?${name}=Le%00na`);
          if (res.status !== 400 || res.body.error?.fields?.[name] !== 'INVALID_FORMAT') {
            letThrough.push(`${op.method} ${op.path}?${name}: ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
      expect(letThrough).toEqual([]);
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'stored text');
  },
  // The walk sends every write and every heavy read (PDFs, exports, imports) many times: the per-user
  // limits (decision 365) would answer 429 before the check this suite is about.
  { env: { WRITE_LIMIT_PER_MINUTE: '100000', HEAVY_WORK_LIMIT_PER_MINUTE: '100000' } },
);
