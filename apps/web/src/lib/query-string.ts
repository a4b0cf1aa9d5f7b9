/**
 * `path` with the query's values as its query string, the empty ones
 * (undefined, null, '') left out, and no `?` when none is left: the lists'
 * filters as the API reads them (GET /api/players?q=…&sort=…).
 */
export function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
