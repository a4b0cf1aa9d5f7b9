import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './vite-plugin-compile-hints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

const chunk = (fileName: string, code: string, codeBytes: number) => ({
  type: 'chunk' as const,
  fileName,
  code,
  modules: { [`/src/${fileName}.ts`]: { renderedLength: codeBytes } },
  map: { mappings: 'AAAA;AACA' },
});
const mapAsset = (mappings: string) => ({ type: 'asset' as const, source: JSON.stringify({ version: 3, mappings }) });

function run(bundle: Record<string, unknown>) {
  const plugin = compileHints();
  const hook = plugin.generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

describe('compileHints', () => {
  it("puts the hint first in a large chunk and shifts its source map (the chunk's and the written file's) by one line", () => {
    const large = chunk('framework.js', 'const __vite__mapDeps=1;\nexport{}', 40_000);
    const bundle = { 'framework.js': large, 'framework.js.map': mapAsset('AAAA;AACA') };
    run(bundle);
    expect(large.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(large.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['framework.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });

  it('leaves small chunks, assets and chunks that already begin with the hint as they are', () => {
    const small = chunk('keys.js', 'export const a=1', 200);
    const hinted = chunk('page.js', `${COMPILE_HINT}\nexport{}`, 20_000);
    const css = { type: 'asset' as const, source: 'a{}' };
    run({ 'keys.js': small, 'page.js': hinted, 'page.css': css });
    expect(small.code).toBe('export const a=1');
    expect(small.map.mappings).toBe('AAAA;AACA');
    expect(hinted.code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(hinted.map.mappings).toBe('AAAA;AACA');
    expect(css.source).toBe('a{}');
  });

  it('names the hint in the hash of the chunks it marks only', () => {
    const augment = compileHints().augmentChunkHash as (c: unknown) => string | undefined;
    expect(augment(chunk('framework.js', '', 40_000))).toBe(COMPILE_HINT);
    expect(augment(chunk('keys.js', '', 200))).toBeUndefined();
  });
});
