/**
 * Whether a recorder in this tab puts the outbox's answers into the cache
 * (features/game-day `useGameOutbox`). Only then does a recording write
 * carry the tab's id, so that its echo on the live stream is skipped
 * (decision 390): a write drained while no recorder is open (the outbox
 * sends on reconnect from any page) gets its change refetched as any other.
 */
let appliers = 0;

/** Called by a mounted recorder; the returned function is its unmount. */
export function applyOwnAnswers(): () => void {
  appliers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    appliers -= 1;
  };
}

export function ownAnswersApplied(): boolean {
  return appliers > 0;
}
