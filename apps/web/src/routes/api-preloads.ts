/**
 * A route's `staticData.apiPreloads`: the API requests its loader starts for
 * every user who may open the page, written as the app fetches them
 * (lib/api-client: the same path, GET) with the route's `$params`. The web
 * build lists them beside the page's chunks (vite-plugin-route-preloads.ts),
 * and the server names them in a signed-in user's HTML for that URL, so the
 * data downloads with the HTML instead of after the app has started, and the
 * app's fetch takes that answer (decision 289). Literal strings only: the
 * build reads them from the route file's source.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    apiPreloads?: readonly string[];
  }
}

export {};
