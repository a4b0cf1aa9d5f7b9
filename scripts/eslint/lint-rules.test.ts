import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each of the server's convention rules (decision 400) fails on a deliberate
 * violation and passes the same code written the house's way. The code is
 * linted with the repository's own eslint.config.js, under the path it would
 * have, so the file globs are tested too.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

// Loading the configuration and its plugins takes a while on a busy machine: once, before the cases.
beforeAll(() => eslint.lintText('', { filePath: 'apps/server/src/warm-up.ts' }), 120_000);

/** Each case lints a few snippets; generous, since they share the machine with other suites. */
const SLOW = { timeout: 30_000 };

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const rulesOf = async (filePath: string, code: string) => (await problems(filePath, code)).map((p) => p.split(':')[0]);

const MODULES = 'apps/server/src/modules';

describe('routes import no repository and no Kysely', SLOW, () => {
  const route = `${MODULES}/clubs/clubs.routes.ts`;

  it('fails on a repository, on kysely and on the database', async () => {
    expect(
      await rulesOf(route, "import { clubsRepository } from './clubs.repository.js';\nvoid clubsRepository;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await rulesOf(route, "import { sql } from 'kysely';\nvoid sql;\n")).toEqual(['no-restricted-imports']);
    expect(await rulesOf(route, "import { openDatabase } from '../../db/database.js';\nvoid openDatabase;\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('passes a route that calls its service', async () => {
    expect(
      await problems(route, "import type { ClubsService } from './clubs.service.js';\nexport type S = ClubsService;\n"),
    ).toEqual([]);
  });
});

describe('services import no Fastify', SLOW, () => {
  it('fails on fastify and its plugins, passes without', async () => {
    const service = `${MODULES}/clubs/clubs.service.ts`;
    expect(
      await rulesOf(service, "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await rulesOf(service, "import multipart from '@fastify/multipart';\nvoid multipart;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problems(service, "import { AppError } from '../../http/errors.js';\nvoid AppError;\n")).toEqual([]);
  });
});

describe('a module reaches another only through its service or presenter', SLOW, () => {
  const crests = `${MODULES}/club-crests/club-crests.service.ts`;

  it('fails on a value from another module that is not its service or presenter', async () => {
    expect(
      await rulesOf(crests, "import { clubsRepository } from '../clubs/clubs.repository.js';\nvoid clubsRepository;\n"),
    ).toEqual(['touchline/module-boundaries']);
    expect(await rulesOf(crests, "import { helper } from '../clubs/club-rules.js';\nvoid helper;\n")).toEqual([
      'touchline/module-boundaries',
    ]);
    // A room of the tournaments area does not reach into another room, only into the area's shared/.
    expect(
      await rulesOf(
        `${MODULES}/tournaments/game-recording/game-clock.service.ts`,
        "import { standingsRepository } from '../standings/standings.repository.js';\nvoid standingsRepository;\n",
      ),
    ).toEqual(['touchline/module-boundaries']);
  });

  it("passes its service, its presenter, a repository's type and the area's shared/", async () => {
    const allowed = [
      "import { presentClub } from '../clubs/club.presenter.js';\nvoid presentClub;\n",
      "import type { ClubsService } from '../clubs/clubs.service.js';\nexport type S = ClubsService;\n",
      "import type { ClubsRepository } from '../clubs/clubs.repository.js';\nexport type R = ClubsRepository;\n",
    ];
    for (const code of allowed) expect(await problems(crests, code)).toEqual([]);
    expect(
      await problems(
        `${MODULES}/tournaments/standings/knockout.service.ts`,
        "import { winnerOf } from '../shared/game-result.js';\nvoid winnerOf;\n",
      ),
    ).toEqual([]);
  });
});

describe('size limits for server and core code', SLOW, () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `  values.push(${i});`).join('\n');
  const fn = (n: number) => `export function big(values: number[]) {\n${lines(n - 2)}\n}\n`;
  const file = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

  it('fails on a function over 150 lines of code and a file over 400, in the server and in core', async () => {
    expect(await rulesOf('apps/server/src/http/big.ts', fn(151))).toEqual(['max-lines-per-function']);
    expect(await rulesOf('packages/core/src/big.ts', fn(151))).toEqual(['max-lines-per-function']);
    expect(await rulesOf('apps/server/src/http/big.ts', file(401))).toEqual(['max-lines']);
  });

  it('passes at the limit, counts no comments, and leaves tests alone', async () => {
    expect(await problems('apps/server/src/http/big.ts', fn(150))).toEqual([]);
    const commented = `export function big(values: number[]) {\n${lines(140)}\n${'  // why\n'.repeat(40)}}\n`;
    expect(await problems('apps/server/src/http/big.ts', commented)).toEqual([]);
    expect(await problems('apps/server/src/http/big.test.ts', fn(400))).toEqual([]);
  });
});

describe('service methods check access before any answer', SLOW, () => {
  const service = `${MODULES}/players/players.service.ts`;
  const wrap = (method: string) => `
import type { Actor } from '@touchline/core';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
declare const store: { find(id: string): Promise<{ clubId: string; version: number } | undefined> };
export const service = {
${method}
};
void AppError;
void orNotFound;
void assertCan;
void store;
export type A = Actor;
`;

  it('fails on a refusal before the check (the 409 of a stale version)', async () => {
    const code = wrap(`
  async update(actor: Actor, id: string, version: number) {
    const row = await orNotFound(store.find(id));
    if (row.version !== version) throw new AppError(409, 'CONFLICT');
    assertCan(actor, 'player.editDetails', { clubId: row.clubId });
  },`);
    expect(await rulesOf(service, code)).toEqual(['touchline/access-check-first', 'touchline/access-check-first']);
  });

  it('fails on a load before a check that needs only the request', async () => {
    const code = wrap(`
  async get(actor: Actor, id: string) {
    const row = await orNotFound(store.find(id));
    assertCan(actor, 'club.view', { id });
    return row;
  },`);
    expect(await rulesOf(service, code)).toEqual(['touchline/access-check-first']);
  });

  it('fails on a method that takes the actor and never checks it', async () => {
    const code = wrap(`
  async get(actor: Actor, id: string) {
    return { id, by: actor.id };
  },`);
    expect(await rulesOf(service, code)).toEqual(['touchline/access-check-first']);
  });

  it('passes the check first, or the load the check needs and then the check', async () => {
    const code = wrap(`
  async get(actor: Actor, id: string) {
    assertCan(actor, 'club.view', { id });
    return orNotFound(store.find(id));
  },
  async update(actor: Actor, id: string, version: number) {
    const row = await orNotFound(store.find(id));
    assertCan(actor, 'player.editDetails', { clubId: row.clubId });
    if (row.version !== version) throw new AppError(409, 'CONFLICT');
  },`);
    expect(await problems(service, code)).toEqual([]);
  });
});
