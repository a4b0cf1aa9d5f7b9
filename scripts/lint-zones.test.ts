import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The web app's layers and sizes (decisions 408 and 409) are lint rules in
// eslint.config.js. Each is shown here to fail on a deliberate violation, and
// to stay quiet on the import it allows, by linting fixture code as if it lay
// at the given path (nothing is written to disk).
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';

let eslint: ESLint;

// Loading the configuration (typescript-eslint, the plugins) is most of the
// cost: done once, before the first case, with room for a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, web, 'lib/zone-fixture.ts') });
}, 60_000);

// Each case lints a few lines; the room is for a machine shared with other suites.
const slow = { timeout: 20_000 };

async function messages(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, web, file) });
  return result?.messages ?? [];
}

async function ruleIds(file: string, code: string): Promise<(string | null)[]> {
  return (await messages(file, code)).map((message) => message.ruleId);
}

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('web layers: the base never imports what is built on it', slow, () => {
  it.each([
    ['lib/zone-fixture.ts', '../features/tournament-view/api/standings'],
    ['lib/outbox/zone-fixture.ts', '../../entities/tournament/get-tournament'],
    ['lib/zone-fixture.ts', '../routes/router'],
    ['components/zone-fixture.tsx', '../features/players/components/players-table'],
    ['components/pitch/zone-fixture.tsx', '../../entities/club/club-crest'],
    ['hooks/zone-fixture.ts', '../routes/route-queries'],
    ['service-worker/zone-fixture.ts', '../features/game-day/api/game-record'],
  ])('%s importing %s fails', async (file, specifier) => {
    expect(await ruleIds(file, importOf(specifier))).toContain('no-restricted-imports');
  });

  it('lib importing lib, components importing lib pass', async () => {
    expect(await ruleIds('lib/zone-fixture.ts', importOf('./api-client'))).not.toContain('no-restricted-imports');
    expect(await ruleIds('components/zone-fixture.tsx', importOf('../lib/format'))).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('web layers: entities serve features and stay apart', slow, () => {
  it.each([
    ['entities/tournament/zone-fixture.ts', '../../features/tournament-view/api/standings'],
    ['entities/club/zone-fixture.ts', '../../routes/club'],
    ['entities/tournament/zone-fixture.ts', '../club/list-clubs'],
    ['entities/player/zone-fixture.ts', '../../entities/formation/formation-keys'],
  ])('%s importing %s fails', async (file, specifier) => {
    expect(await ruleIds(file, importOf(specifier))).toContain('no-restricted-imports');
  });

  it('an entity importing lib, or a file of its own entity, passes', async () => {
    expect(await ruleIds('entities/tournament/zone-fixture.ts', importOf('../../lib/tournament-keys'))).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('entities/tournament/zone-fixture.ts', importOf('./schedule-model'))).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('web layers: features', slow, () => {
  it.each([
    // The carved tournament features are features like any other: none reaches into another.
    ['features/tournament-view/components/zone-fixture.tsx', '../../game-day/components/game/game-labels'],
    ['features/game-day/components/game/zone-fixture.tsx', '../../../tournament-setup/components/setup-draft'],
    ['features/tournament-hub/zone-fixture.ts', '../../features/tournament-view/browser-push'],
    ['features/home/components/zone-fixture.tsx', '../../tournament-hub/api/follow-tournament'],
    ['features/players/components/zone-fixture.tsx', '../../../routes/route-queries'],
  ])('%s importing %s fails', async (file, specifier) => {
    expect(await ruleIds(file, importOf(specifier))).toContain('no-restricted-imports');
  });

  it('a feature importing an entity, lib, components or hooks passes', async () => {
    const file = 'features/game-day/components/game/zone-fixture.tsx';
    for (const specifier of [
      '../../../../entities/tournament/game-labels',
      '../../../../lib/game-request',
      '../../../../components/page',
      '../../../../hooks/use-page-title',
      '../../api/game-record',
    ]) {
      expect(await ruleIds(file, importOf(specifier)), specifier).not.toContain('no-restricted-imports');
    }
  });
});

describe('web sizes', slow, () => {
  const longFunction = (lines: number) =>
    `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;
  const longFile = (lines: number) => Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join('\n');

  it('a file over 400 lines fails; one of 400 passes', async () => {
    expect(await ruleIds('lib/zone-fixture.ts', longFile(401))).toContain('max-lines');
    expect(await ruleIds('lib/zone-fixture.ts', longFile(400))).not.toContain('max-lines');
  });

  it('a function over 150 lines fails; one of 150 passes', async () => {
    const file = 'features/players/components/zone-fixture.ts';
    expect(await ruleIds(file, longFunction(151))).toContain('max-lines-per-function');
    expect(await ruleIds(file, longFunction(150))).not.toContain('max-lines-per-function');
  });

  it('tests are not held to the sizes', async () => {
    const ids = await ruleIds('features/players/components/zone-fixture.test.ts', longFile(401) + longFunction(151));
    expect(ids).not.toContain('max-lines');
    expect(ids).not.toContain('max-lines-per-function');
  });
});
