/**
 * The part of the outbox the top bar reads on every page, without IndexedDB:
 * a localStorage flag "the outbox may hold entries" and the name of the
 * window event the outbox fires when it changes. `idb` is only loaded when
 * the flag is up or the recorder opens (decision 315).
 */
export const FLAG_KEY = 'touchline.outbox';

/** Fired on `window` after every change of the outbox in this tab (other tabs hear it through a BroadcastChannel). */
export const OUTBOX_CHANGED_EVENT = 'touchline:outbox-changed';

/** The localStorage outbox of decision 272 (one key per game), migrated into IndexedDB once. */
export const LEGACY_KEY_PREFIX = 'touchline.game-outbox.';

export function outboxMayHaveEntries(): boolean {
  try {
    if (window.localStorage.getItem(FLAG_KEY) === '1') return true;
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (window.localStorage.key(i)?.startsWith(LEGACY_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage refused (private mode): look in IndexedDB to be sure.
    return true;
  }
}

export function setOutboxFlag(nonEmpty: boolean) {
  try {
    if (nonEmpty) window.localStorage.setItem(FLAG_KEY, '1');
    else window.localStorage.removeItem(FLAG_KEY);
  } catch {
    // Without localStorage the top bar opens IndexedDB on every start instead.
  }
}
