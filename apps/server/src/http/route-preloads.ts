import { z } from 'zod';

/** Build file names only (`assets/players.lazy-B1Yy1mtp.js`): nothing that needs escaping in an attribute. */
const BUILD_FILE = /^[\w./-]+$/;

/** What the web build writes for each lazy route (apps/web/vite-plugin-route-preloads.ts). */
const routePreloadsSchema = z
  .array(
    z.object({
      path: z.string().startsWith('/'),
      js: z.array(z.string().regex(BUILD_FILE)).max(500),
      css: z.array(z.string().regex(BUILD_FILE)).max(100),
    }),
  )
  .max(200);

interface Route {
  segments: string[];
  links: string;
}

/**
 * The `<link>` tags that let a page's chunks and styles download with the
 * HTML instead of one import level at a time after the entry has run
 * (decision 285). Built once from the web build's list; `linksFor` matches a
 * URL's path as the web app's router does (TanStack Router: segments compared
 * case-insensitively, `$param` standing for one non-empty segment, a trailing
 * slash ignored) and prefers the route with more literal segments.
 *
 * A URL that matches no route gets no tags. The tags name public files only
 * (the chunks any visitor may download); the page's guard still runs in the
 * browser and the API still decides what data it gets.
 */
export function routePreloadLinks(json: unknown): { linksFor: (pathname: string) => string } {
  const routes: Route[] = routePreloadsSchema
    .parse(json)
    .map(({ path, js, css }) => ({
      segments: splitPath(path),
      links: [
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join(''),
    }))
    .sort((a, b) => literalCount(b) - literalCount(a));

  return {
    linksFor(pathname) {
      const segments = splitPath(pathname);
      return routes.find((route) => matches(route.segments, segments))?.links ?? '';
    },
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function literalCount(route: Route): number {
  return route.segments.filter((segment) => !segment.startsWith('$')).length;
}

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => (part.startsWith('$') ? true : part.toLowerCase() === segments[i]!.toLowerCase()))
  );
}
