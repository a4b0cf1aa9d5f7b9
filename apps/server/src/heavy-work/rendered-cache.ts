import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Rendered files (the match sheet PDF) kept by what they were rendered from
 * (decision 355): the key is a hash of the renderer's whole input — every
 * string printed, in the language asked for — so an unchanged tournament
 * asked again in the same language costs no rendering, and a changed one can
 * never get an old file: any visible change is a new input. That also holds
 * across instances without telling them anything; each instance renders a
 * given input once and keeps it in its own memory.
 *
 * Bounded in bytes, least recently used first out; a file larger than
 * `maxEntryBytes` is served but not kept. Concurrent requests for a file not
 * yet kept share one rendering. A rendering that fails is not kept.
 */
export type RenderedCache = {
  /** The file under `key` (contentKey()): the one kept, else `render()`'s, kept for next time. */
  get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array>;
};

/** The key of a file of `kind` rendered from `input`: a hash of the whole input. */
export function contentKey(kind: string, input: unknown): string {
  return `${kind}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;
}

export function createRenderedCache({
  maxBytes,
  maxEntryBytes,
}: {
  maxBytes: number;
  maxEntryBytes: number;
}): RenderedCache {
  if (maxBytes <= 0) return { get: (_key, render) => render() };
  const files = new LRUCache<string, Uint8Array, () => Promise<Uint8Array>>({
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxEntryBytes, maxBytes),
    sizeCalculation: (file) => Math.max(1, file.byteLength),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, render) {
      const file = await files.fetch(key, { context: render });
      // fetchMethod never answers undefined; the type allows it for other uses.
      return file ?? render();
    },
  };
}
