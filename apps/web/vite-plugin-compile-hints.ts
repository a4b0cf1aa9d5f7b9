import type { RenderedChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's per-file explicit compile hint (Chrome 136+); other engines read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Below this much code (before minifying), a chunk's functions cost little to
 * compile at their first call, while the line costs every file about 12 bytes
 * of brotli: the player card loads some 50 chunks, most under 1 KB.
 */
const MIN_CODE_BYTES = 8 * 1024;

function isWorthAHint(chunk: Pick<RenderedChunk, 'modules'>): boolean {
  return Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) >= MIN_CODE_BYTES;
}

/**
 * Makes V8's compile hint the first line of every JavaScript chunk of some size, so that
 * V8 compiles all of the chunk's functions eagerly, on its streaming thread
 * while the file downloads, instead of lazily on the main thread at each
 * function's first call. A cold load calls most of the code it downloads
 * (the framework, the shell, the page), so compile work leaves the long tasks
 * that total blocking time counts (decision 336).
 *
 * It runs after Vite's own generateBundle, which puts the preload helper's
 * dependency list first in the entry chunk, and before vite-plugin-precompress
 * writes the .br/.gz copies. The source map gains an empty first line.
 */
export function compileHints(): Plugin {
  return {
    name: 'touchline:compile-hints',
    apply: 'build',
    // The line changes a file's content, so it changes the file's name too.
    augmentChunkHash: (chunk) => (isWorthAHint(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !isWorthAHint(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
