import type { FastifyInstance } from 'fastify';
import type { FieldErrorCode } from '@touchline/core';
import { sendError } from './errors.js';

/**
 * NUL and lone surrogate halves: text no engine can keep as sent. PostgreSQL
 * refuses NUL in any text value or parameter (the statement fails: a 500),
 * and a lone surrogate has no UTF-8 form, so it is stored as U+FFFD, or
 * compared as one, without anyone noticing.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Fields one refusal names at most: enough to point at the problem, bounded whatever the body. */
const MAX_NAMED_FIELDS = 20;

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

/** A visited value's path as the API names fields ('rows.1.firstName'), or `root` for the value itself. */
function nameOf(visit: Visit, root: string): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? root : keys.reverse().join('.');
}

/**
 * The strings and keys in `value` holding NUL or a lone surrogate, by path,
 * in the order of the body (at most MAX_NAMED_FIELDS). Walks with its own
 * stack, each value pointing at its parent: a body nested a million deep
 * costs neither the call stack nor a copy of its path per value.
 */
export function findUnstorableText(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < MAX_NAMED_FIELDS) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) found.push(nameOf(visit, root));
    } else if (Array.isArray(current)) {
      // Pushed last to first: the fields are named in the body's order.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (UNSTORABLE.test(key)) found.push(nameOf({ value: null, key, parent: visit }, root));
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found.slice(0, MAX_NAMED_FIELDS);
}

/**
 * The one door for text (decision 352): an API request whose JSON body or query string holds
 * NUL or a lone surrogate anywhere is refused with 400 `VALIDATION_FAILED`
 * and `INVALID_FORMAT` on that field, before any schema, service or
 * statement sees it, whatever the route, so no field of a future route can
 * give a 500 on PostgreSQL for it. The text schema (core `safeText`) still
 * refuses what may be stored but should not be (controls, text direction,
 * invisible characters) field by field.
 */
export function registerUnstorableTextRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    // The API's routes; the pages of the web app ignore their query strings.
    if (!request.routeOptions.url?.startsWith('/api/')) return done();
    const found = [...findUnstorableText(request.query, 'querystring'), ...findUnstorableText(request.body, 'body')];
    if (found.length === 0) return done();
    const fields: Record<string, FieldErrorCode> = Object.fromEntries(found.map((field) => [field, 'INVALID_FORMAT']));
    sendError(reply, 400, 'VALIDATION_FAILED', fields);
  });
}
