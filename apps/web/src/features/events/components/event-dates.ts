import { dayCount } from '@touchline/core';

/** The dates from `from` to `to`, both included (ISO, UTC days). */
export function datesOf(from: string, to: string): string[] {
  const days = dayCount(from, to) ?? 0;
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return Array.from({ length: Math.max(0, days) }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}
