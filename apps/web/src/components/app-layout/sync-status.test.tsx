import { screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOutbox, resetOutbox } from '../../lib/outbox/outbox';
import { renderApp } from '../../test/render';
import { SyncStatus } from './sync-status';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(async () => {
  await resetOutbox();
  globalThis.indexedDB = new IDBFactory();
  Reflect.deleteProperty(window.navigator, 'onLine');
});

const goal = (id: string) => ({
  kind: 'record' as const,
  draft: { id, kind: 'goal' as const, team: 1 as const },
  correction: false,
});

describe('SyncStatus (top bar)', () => {
  it('says online with nothing waiting, without opening IndexedDB', async () => {
    const open = vi.spyOn(globalThis.indexedDB, 'open');
    await renderApp(<SyncStatus />, { route: { path: '/' } });
    const status = await screen.findByRole('button', { name: 'Online' });
    expect(status).toHaveAttribute('data-count', '0');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows offline and the waiting changes, and lists their games from the keyboard', async () => {
    setOnline(false);
    const box = await getOutbox();
    const base = { tournamentId: 't1', version: 1 };
    await box.enqueue({ ...base, gameId: 'g1', label: 'FC Nord – SV Süd', action: goal('e1') });
    await box.enqueue({ ...base, gameId: 'g1', label: 'FC Nord – SV Süd', action: { kind: 'start' } });
    await box.enqueue({ ...base, gameId: 'g2', label: 'TSV Ost – FC West', action: goal('e2') });

    const { user } = await renderApp(<SyncStatus />, { route: { path: '/' } });
    const status = await screen.findByRole('button', { name: 'Offline · 3 changes waiting to sync' });
    await user.tab();
    expect(status).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Offline: recorded changes are kept on this device and sync when the connection is back.',
      ),
    ).toBeInTheDocument();
    const first = await screen.findByRole('menuitem', { name: 'FC Nord – SV Süd: 2 changes', hidden: true });
    expect(first).toHaveAttribute('href', '/Game/t1?game=g1');
    expect(screen.getByRole('menuitem', { name: 'TSV Ost – FC West: 1 change', hidden: true })).toHaveAttribute(
      'href',
      '/Game/t1?game=g2',
    );
  });
});
