import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { DataAge, clockTime, relativeAge } from './data-age';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

describe('DataAge: each view says how old its data is (decision 314)', () => {
  afterEach(() => act(() => setOnline(true)));

  it('says nothing while online and the data is fresh', async () => {
    await renderApp(<DataAge queries={[{ data: {}, dataUpdatedAt: minutesAgo(12), isError: false }]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offline: a status with the time of the oldest data and how long ago, in words', async () => {
    setOnline(false);
    const oldest = minutesAgo(12);
    await renderApp(
      <DataAge
        queries={[
          { data: {}, dataUpdatedAt: minutesAgo(3), isError: false },
          { data: {}, dataUpdatedAt: oldest, isError: false },
          // A query without data (never loaded) does not count.
          { data: undefined, dataUpdatedAt: 0, isError: false },
        ]}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Offline — as of ${clockTime('en', oldest, Date.now())} (12 minutes ago)`);
  });

  it('online but the last refetch failed: says the data was not updated', async () => {
    await renderApp(<DataAge queries={[{ data: {}, dataUpdatedAt: minutesAgo(90), isError: true }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Not updated — as of .+ \(1 hour ago\)$/);
  });

  it('appears when the connection drops and goes when it returns', async () => {
    await renderApp(<DataAge queries={[{ data: {}, dataUpdatedAt: minutesAgo(1), isError: false }]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('(1 minute ago)');
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('words the age in the language, and gives an older time its date', () => {
    const now = new Date('2026-11-25T15:00:00').getTime();
    expect(relativeAge('en', now - 30_000, now)).toBe('this minute');
    expect(relativeAge('de', now - 5 * 60_000, now)).toBe('vor 5 Minuten');
    expect(relativeAge('fr', now - 3 * 3_600_000, now)).toBe('il y a 3 heures');
    expect(relativeAge('es', now - 26 * 3_600_000, now)).toBe('ayer');
    expect(clockTime('en', new Date('2026-11-25T14:05:00').getTime(), now)).toMatch(/^(02:05 PM|14:05)$/);
    expect(clockTime('de', new Date('2026-11-24T14:05:00').getTime(), now)).toMatch(/24\. Nov\.?,? 14:05/);
  });
});
