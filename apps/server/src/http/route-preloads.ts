import { z } from 'zod';

/** Build file names only (`assets/players.lazy-B1Yy1mtp.js`): nothing that needs escaping in an attribute. */
const BUILD_FILE = /^[\w./-]+$/;

/** An API path with the route's `$params`: `/api/players/$playerId`. */
const API_PATH = /^\/api(?:\/[\w$-]+)+$/;
/** A parameter's value put into an API path: ids and names as the API has them, nothing to escape or decode. */
const PARAM_VALUE = /^[\w-]{1,100}$/;

/** What the web build writes for each lazy route (apps/web/vite-plugin-route-preloads.ts). */
const routePreloadsSchema = z
  .array(
    z.object({
      path: z.string().startsWith('/'),
      js: z.array(z.string().regex(BUILD_FILE)).max(500),
      css: z.array(z.string().regex(BUILD_FILE)).max(100),
      api: z.array(z.string().regex(API_PATH)).max(8).default([]),
    }),
  )
  .max(200);

interface Route {
  segments: string[];
  links: string;
  api: string[][];
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
export function routePreloadLinks(json: unknown): {
  linksFor: (pathname: string, options?: { signedIn?: boolean }) => string;
} {
  const routes: Route[] = routePreloadsSchema
    .parse(json)
    .map(({ path, js, css, api }) => ({
      segments: splitPath(path),
      links: [
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join(''),
      api: api.map(splitPath),
    }))
    .sort((a, b) => literalCount(b) - literalCount(a));

  return {
    /**
     * With `signedIn` (the request carries a session cookie), also the API
     * requests the page's loader starts for every user who may open it
     * (decision 289), with the URL's parameters put in: the data downloads
     * with the HTML, and the app's fetch of the same URL takes the answer.
     * Not for a visitor without a session, whose guard sends them to sign in,
     * except the public API (`/api/public/…`, the published results page of
     * decision 460), which answers anyone.
     */
    linksFor(pathname, { signedIn = false } = {}) {
      const segments = splitPath(pathname);
      const route = routes.find((candidate) => matches(candidate.segments, segments));
      if (!route) return '';
      return route.links + apiLinks(route, segments, signedIn);
    },
  };
}

/** The route's API preloads for `segments` (its URL), or none when a parameter is not a plain id. */
function apiLinks(route: Route, segments: string[], signedIn: boolean): string {
  const params = new Map<string, string>();
  route.segments.forEach((part, i) => {
    if (part.startsWith('$')) params.set(part, segments[i]!);
  });
  if ([...params.values()].some((value) => !PARAM_VALUE.test(value))) return '';
  return route.api
    .filter((parts) => signedIn || (parts[0] === 'api' && parts[1] === 'public'))
    .map((parts) => parts.map((part) => (part.startsWith('$') ? params.get(part) : part)))
    .filter((parts): parts is string[] => parts.every((part) => part !== undefined))
    .map((parts) => `<link rel="preload" as="fetch" crossorigin href="/${parts.join('/')}">`)
    .join('');
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
