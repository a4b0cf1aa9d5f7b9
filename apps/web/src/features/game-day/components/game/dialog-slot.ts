import { useState, useSyncExternalStore } from 'react';

/**
 * Which of the recorder's dialogs is open, outside the recorder's own state
 * (decision 392): a tap on "Goal" re-renders the dialogs, not the whole
 * recorder (scoreboard, buttons, event list), so the phone answers it in
 * the next frame. `useSyncExternalStore` makes each open a synchronous
 * update, as a click's `setState` is.
 */
export interface DialogSlot<Value> {
  open: (value: Value) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
  current: () => Value | null;
}

function createDialogSlot<Value>(): DialogSlot<Value> {
  let value: Value | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Value | null) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    open: set,
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => value,
  };
}

/** A slot owned by the calling component (one per recorder). */
export function useDialogSlot<Value>(): DialogSlot<Value> {
  const [slot] = useState(createDialogSlot<Value>);
  return slot;
}

/** The open dialog, re-rendering only the component that reads it. */
export function useOpenDialog<Value>(slot: DialogSlot<Value>): Value | null {
  return useSyncExternalStore(slot.subscribe, slot.current);
}
