import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { resetOutbox } from '../../../../lib/outbox/outbox';
import { fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameEvent, GameRecord } from '../../api/game-types';
import type { GameLineups } from '@touchline/core';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { GameRecorder } from './game-recorder';

// Trust on the day: what one tap must not do on its own, and what offline must not hide.

const storedGoal = (id: string, team: 1 | 2, minute: number): GameEvent => ({
  id,
  gameId: 'g1',
  kind: 'goal',
  team,
  minute,
  player: null,
  createdAt: '2030-06-01T09:03:00.000Z',
  version: 1,
});

const noLineups = ok({ gameId: 'g1', tournamentId: 't1', team1: null, team2: null, lineups: [] } satisfies GameLineups);
const noPlayers = ok({ items: [], total: 0 });

function Recorder({ game }: { game: Game }) {
  const labels = useGameLabels([game]);
  return <GameRecorder tournament={fixtureTournament} listGame={game} labels={labels} />;
}

/** The browser's online flag, and TanStack Query told so as the app's boot does (boot-session.ts). */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}

afterEach(async () => {
  await resetOutbox();
  globalThis.indexedDB = new IDBFactory();
  setOnline(true);
  Reflect.deleteProperty(window.navigator, 'onLine');
});

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'POST');

describe('GameRecorder: trust on the day', () => {
  it('asks before a game starts on another day than its date, naming when it is scheduled (decision 416)', async () => {
    // The fixture's game is on 1 June 2030 at 09:00.
    const game = fixtureGame('g1', { version: 2 });
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': noPlayers,
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/start': ok({ ...game, status: 'running', period: 'firstHalf', version: 3 }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findByTestId('start-early-hint')).toHaveTextContent(
      'This game is scheduled for Sat, Jun 1, 09:00, not today.',
    );
    const start = screen.getByRole('button', { name: 'Start game' });
    await waitFor(() => expect(start).toBeEnabled());

    await user.click(start);
    const confirm = await screen.findByTestId('start-early-confirm');
    expect(confirm).toHaveTextContent('Start this game now?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('period')).toHaveTextContent('Not started');
    expect(posts(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await user.click(
      within(await screen.findByTestId('start-early-confirm')).getByRole('button', { name: 'Start anyway' }),
    );
    await waitFor(() => expect(posts(api).map((r) => r.path)).toEqual(['/api/games/g1/start']));
  });

  it('asks before deleting an event of a finished game, naming the result it leaves; Cancel keeps it', async () => {
    const game = fixtureGame('g1', {
      status: 'finished',
      period: 'fullTime',
      phase: 'knockout',
      group: null,
      goals1: 2,
      goals2: 1,
      version: 5,
    });
    const events = [storedGoal('e1', 1, 3), storedGoal('e2', 2, 9), storedGoal('e3', 1, 20)];
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events, total: 3 } satisfies GameRecord),
      'GET /api/players': noPlayers,
      'GET /api/games/g1/lineups': noLineups,
      'DELETE /api/games/g1/events/e3': ok({ ...game, goals1: 1, version: 6 }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    const newest = (await screen.findAllByTestId('game-event'))[0]!;
    await user.click(within(newest).getByRole('button', { name: 'Delete event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent('Goal · Team A1 20′');
    expect(dialog).toHaveTextContent('deleting this goal corrects the result to 1:1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByTestId('score')).toHaveTextContent('2:1');

    await user.click(within(screen.getAllByTestId('game-event')[0]!).getByRole('button', { name: 'Delete event' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this event?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/games/g1/events/e3']),
    );
  });

  it('keeps Finish apart from the period buttons, and its dialog has a Cancel that finishes nothing', async () => {
    const game = fixtureGame('g1', {
      status: 'running',
      period: 'firstHalf',
      periodStartedAt: new Date().toISOString(),
      version: 2,
    });
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': noPlayers,
      'GET /api/games/g1/lineups': noLineups,
    });
    const { user } = await renderApp(<Recorder game={game} />);
    const halfTime = await screen.findByRole('button', { name: 'Half-time' });
    const finish = screen.getByRole('button', { name: 'Finish' });
    // Not in the row of period buttons: the undo and the event buttons lie between them.
    expect(halfTime.parentElement).not.toContainElement(finish);
    expect(halfTime.compareDocumentPosition(screen.getByTestId('undo'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByTestId('undo').compareDocumentPosition(finish)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Finish the game' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('period')).toHaveTextContent('First half');
    expect(posts(api)).toHaveLength(0);
  });

  it('says a roster never loaded on this device is not available offline, instead of loading forever', async () => {
    const game = fixtureGame('g1', {
      status: 'running',
      period: 'firstHalf',
      periodStartedAt: new Date().toISOString(),
      version: 2,
    });
    fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': noPlayers,
      'GET /api/games/g1/lineups': noLineups,
    });
    setOnline(false);
    const { user } = await renderApp(<Recorder game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Goal for Team A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    expect(
      within(dialog).getByText(/this roster has not been loaded on this device: save the event without a player/),
    ).toBeInTheDocument();
    const player = within(dialog).getByRole('combobox', { name: /Player/ });
    expect(within(player).queryByRole('option', { name: 'Loading the roster…' })).not.toBeInTheDocument();
    expect(player).toHaveDisplayValue('No player');
  });
});
