/** `?view=screen`: the venue screen (decision 460); anything else, the whole page. */
export function validateResultsSearch(search: Record<string, unknown>): { view?: 'screen' } {
  return search.view === 'screen' ? { view: 'screen' } : {};
}
