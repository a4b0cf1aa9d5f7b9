import { useEffect, useState } from 'react';
import { FLAG_KEY, OUTBOX_CHANGED_EVENT, outboxMayHaveEntries } from './outbox-flag';
import type { OutboxEntry } from './outbox-types';

/**
 * Every outbox entry, for the top bar. IndexedDB (and `idb`) is only opened
 * when the outbox may hold something (the localStorage flag), when this tab
 * adds to it, or when another tab raises the flag; opening it also starts
 * the drain, so entries left from an earlier visit are sent at app start.
 */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const [entries, setEntries] = useState<readonly OutboxEntry[]>([]);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | null = null;
    const open = () => {
      if (stop) return;
      stop = () => undefined;
      void import('./outbox').then(async ({ getOutbox }) => {
        const box = await getOutbox();
        if (!active) return;
        setEntries(box.entries());
        stop = box.subscribe(() => setEntries(box.entries()));
      });
    };
    if (outboxMayHaveEntries()) open();
    const onStorage = (event: StorageEvent) => {
      if (event.key === FLAG_KEY && event.newValue === '1') open();
    };
    window.addEventListener(OUTBOX_CHANGED_EVENT, open);
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stop?.();
      window.removeEventListener(OUTBOX_CHANGED_EVENT, open);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return entries;
}
