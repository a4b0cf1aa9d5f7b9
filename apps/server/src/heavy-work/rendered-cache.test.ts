import { describe, expect, it } from 'vitest';
import { contentKey, createRenderedCache } from './rendered-cache.js';

/** A renderer that counts its calls and answers `bytes` bytes named after the input. */
function renderer(bytes = 10) {
  const calls: string[] = [];
  return {
    calls,
    of: (input: string) => async () => {
      calls.push(input);
      return new Uint8Array(bytes).fill(input.charCodeAt(0));
    },
  };
}

describe('rendered files kept by their input', () => {
  it('renders an input once; the same input again costs nothing, another input is rendered', async () => {
    const cache = createRenderedCache({ maxBytes: 1000, maxEntryBytes: 1000 });
    const r = renderer();
    const first = await cache.get(contentKey('sheet', { name: 'a' }), r.of('a'));
    const again = await cache.get(contentKey('sheet', { name: 'a' }), r.of('a'));
    expect(again).toBe(first);
    await cache.get(contentKey('sheet', { name: 'b' }), r.of('b'));
    // Same input under another kind is another file.
    await cache.get(contentKey('card', { name: 'a' }), r.of('a'));
    expect(r.calls).toEqual(['a', 'b', 'a']);
  });

  it('renders once for requests that arrive together', async () => {
    const cache = createRenderedCache({ maxBytes: 1000, maxEntryBytes: 1000 });
    const r = renderer();
    const files = await Promise.all([1, 2, 3].map(() => cache.get(contentKey('sheet', 'same'), r.of('s'))));
    expect(r.calls).toEqual(['s']);
    expect(files[1]).toBe(files[0]);
  });

  it('keeps no failed rendering: the next request renders again', async () => {
    const cache = createRenderedCache({ maxBytes: 1000, maxEntryBytes: 1000 });
    let calls = 0;
    const failing = async (): Promise<Uint8Array> => {
      calls += 1;
      throw new Error('refused');
    };
    await expect(cache.get(contentKey('sheet', 'x'), failing)).rejects.toThrow('refused');
    await expect(cache.get(contentKey('sheet', 'x'), failing)).rejects.toThrow('refused');
    expect(calls).toBe(2);
  });

  it('holds at most maxBytes, dropping the least recently used first, and never keeps a file above maxEntryBytes', async () => {
    const cache = createRenderedCache({ maxBytes: 30, maxEntryBytes: 15 });
    const r = renderer(10);
    for (const name of ['a', 'b', 'c']) await cache.get(contentKey('sheet', name), r.of(name));
    await cache.get(contentKey('sheet', 'a'), r.of('a')); // a is now the most recent
    await cache.get(contentKey('sheet', 'd'), r.of('d')); // 40 bytes: b goes
    await cache.get(contentKey('sheet', 'a'), r.of('a'));
    await cache.get(contentKey('sheet', 'b'), r.of('b'));
    expect(r.calls).toEqual(['a', 'b', 'c', 'd', 'b']);

    const big = renderer(20);
    const served = await cache.get(contentKey('sheet', 'big'), big.of('z'));
    expect(served.byteLength).toBe(20);
    await cache.get(contentKey('sheet', 'big'), big.of('z'));
    expect(big.calls).toEqual(['z', 'z']);
  });

  it('keeps nothing with no memory given', async () => {
    const cache = createRenderedCache({ maxBytes: 0, maxEntryBytes: 100 });
    const r = renderer();
    await cache.get(contentKey('sheet', 'a'), r.of('a'));
    await cache.get(contentKey('sheet', 'a'), r.of('a'));
    expect(r.calls).toEqual(['a', 'a']);
  });
});
