/**
 * This tab's id, new with every page load (decision 390). A write whose answer
 * the tab applies itself (the game recorder's) carries it in TAB_HEADER, and
 * the tab's live stream names it (`/api/events?tab=…`): the server then marks
 * the change that write caused as an echo on this tab's stream only, and the
 * tab does not fetch again what it just wrote. It identifies nothing but the
 * tab, and the server never shows it to anyone else.
 */
export const TAB_HEADER = 'x-touchline-tab';

export const TAB_ID = newTabId();

function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
