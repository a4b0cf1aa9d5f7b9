import { useDebouncedCallback } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the URL (and so the query) changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose committed value lives in the URL (`q`): typing updates
 * the box at once and the URL after a pause; back, forward and reset change
 * the URL under the box, and the box follows (state adjusted while rendering).
 */
export function useUrlSearchText(q: string | undefined, commit: (q: string | undefined) => void) {
  const [text, setText] = useState(q ?? '');
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if ((q ?? '') !== text.trim()) setText(q ?? '');
  }
  const commitText = useDebouncedCallback((value: string) => commit(value.trim() || undefined), SEARCH_DEBOUNCE_MS);
  // A search still waiting for its pause must not fire after the user has
  // navigated on (clicked a row within the pause): the list stays mounted
  // while the next page loads, and the late commit would navigate back.
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', () => commitText.cancel()), [router, commitText]);
  return {
    text,
    /** For the input's onChange. */
    change: (value: string) => {
      setText(value);
      commitText(value);
    },
    /** Empties the box without committing (the caller resets the URL). */
    clear: () => {
      commitText.cancel?.();
      setText('');
    },
  };
}
