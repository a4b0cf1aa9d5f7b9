/**
 * A lazy route's page together with the Mantine styles pages use (decision
 * 281): the route renders only once both are there, so no page shows
 * unstyled components. The styles are one shared chunk, usually already
 * loaded with the deferred chrome at start.
 */
export function lazyPage<Page extends { Route: unknown }>(page: Promise<Page>): Promise<Page['Route']> {
  return Promise.all([import('../styles/mantine-pages'), page]).then(([, loaded]) => loaded.Route);
}
