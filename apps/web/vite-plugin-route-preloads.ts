import { readFileSync } from 'node:fs';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A route file of src/routes (not its `.lazy.tsx` page): one `createRoute` with a literal path. */
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/][^\\/]+(?<!\.lazy)\.tsx$/;
const ROUTE_PATH = /\bpath:\s*'([^']+)'/;
/** `staticData: { apiPreloads: ['/api/…', …] }` (src/routes/api-preloads.ts): literal strings only. */
const API_PRELOADS = /\bapiPreloads:\s*\[([^\]]*)\]/;
/** The whole property, as a route file writes it: read from the source here, never at run time. */
const API_PRELOADS_PROPERTY = /\bstaticData:\s*\{\s*apiPreloads:\s*\[[^\]]*\]\s*\},?/;
/** The Mantine styles every lazy page awaits (src/routes/lazy-page.ts). */
const PAGE_STYLES = /[\\/]src[\\/]styles[\\/]mantine-pages\.ts$/;

/** What a page at `path` loads beyond the initial route: its chunks, in no particular order, and their styles. */
export interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
  /** The API requests its loader starts for everyone who may open it, with the path's `$params` (decision 289). */
  api: string[];
}

/**
 * A chunk of styles only (mantine-pages.ts): Vite drops its empty JS file
 * after this hook and loads its CSS directly, so only the CSS is named.
 */
const isStylesOnly = (chunk: OutputChunk) => chunk.exports.length === 0 && chunk.code.trim() === '';

/** Where the list is written, beside Vite's manifest: not under a path the server hands out. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes, for each lazy route, the chunks and styles its page needs beyond
 * what index.html already loads, so that the server can name them in the
 * HTML of that URL (apps/server/src/http/web-app.ts, decision 285). Without
 * them the browser discovers a page's 40–70 chunks one import level at a time,
 * each level a round trip after the one before.
 *
 * A route is a file of src/routes whose `path: '…'` is a literal, and its page
 * is whatever that file import()s (its `.lazy.tsx` page), with the styles
 * every page awaits; routes without an import() (the home page, bundled) are
 * left out.
 */
export function routePreloads(): Plugin {
  return {
    name: 'touchline:route-preloads',
    apply: 'build',
    // The list is read from each route file's source (generateBundle below); the
    // app never reads it at run time, so the built route leaves it out: every
    // route definition is on the initial route, 0.2 KB brotli for eleven lists.
    transform(code, id) {
      if (!ROUTE_FILE.test(id) || !API_PRELOADS_PROPERTY.test(code)) return null;
      return { code: code.replace(API_PRELOADS_PROPERTY, ''), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byFacade = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );
      const staticClosure = (start: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const imported of start.imports) {
          const chunk = byFile.get(imported);
          if (chunk) staticClosure(chunk, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const atStart = staticClosure(entry);
      const pageStyles = chunks.find((chunk) => chunk.facadeModuleId && PAGE_STYLES.test(chunk.facadeModuleId));
      if (!pageStyles) throw new Error('route-preloads: no chunk for src/styles/mantine-pages.ts');

      const routes: RoutePreload[] = [];
      for (const id of this.getModuleIds()) {
        if (!ROUTE_FILE.test(id)) continue;
        const source = readFileSync(id, 'utf8');
        const path = ROUTE_PATH.exec(source)?.[1];
        const pages = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        if (!path || pages.length === 0) continue;
        const files = new Set<string>([pageStyles.fileName]);
        for (const page of pages) {
          const chunk = byFacade.get(page);
          if (!chunk) throw new Error(`route-preloads: no chunk for ${page}, imported by ${id}`);
          staticClosure(chunk, files);
        }
        const own = [...files].filter((file) => !atStart.has(file)).map((file) => byFile.get(file)!);
        routes.push({
          path,
          js: own
            .filter((chunk) => !isStylesOnly(chunk))
            .map((chunk) => chunk.fileName)
            .sort(),
          css: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].sort(),
          api: apiPreloads(source, path, id),
        });
      }
      routes.sort((a, b) => a.path.localeCompare(b.path));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

/**
 * The route's `apiPreloads`, checked: each an `/api/` path whose `$params`
 * are the route's own. A typo fails the build rather than preloading a URL
 * the page never asks for.
 */
function apiPreloads(source: string, path: string, file: string): string[] {
  const list = API_PRELOADS.exec(source)?.[1];
  if (list === undefined) return [];
  const entries = [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  const params = new Set(path.split('/').filter((segment) => segment.startsWith('$')));
  for (const api of entries) {
    const unknown = api.split('/').filter((segment) => segment.startsWith('$') && !params.has(segment));
    if (!api.startsWith('/api/') || unknown.length > 0)
      throw new Error(`route-preloads: ${file} preloads ${api}, not an /api/ path of ${path}'s parameters`);
  }
  return entries;
}
