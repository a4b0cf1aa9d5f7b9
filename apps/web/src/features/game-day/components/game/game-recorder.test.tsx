import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetOutbox } from '../../../../lib/outbox/outbox';
import { apiError, fakeApi, ok, type RecordedRequest } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import { todayIso } from '../../../../lib/format';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameEvent, GameRecord } from '../../api/game-types';
import type { GameLineups } from '@touchline/core';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { GameRecorder } from './game-recorder';

const running = (overrides: Partial<Game> = {}): Game =>
  fixtureGame('g1', {
    status: 'running',
    period: 'firstHalf',
    periodStartedAt: new Date().toISOString(),
    version: 2,
    ...overrides,
  });

const storedGoal = (id: string, team: 1 | 2, minute: number, createdAt: string): GameEvent => ({
  id,
  gameId: 'g1',
  kind: 'goal',
  team,
  minute,
  player: null,
  createdAt,
  version: 1,
});

const players = {
  items: [
    {
      id: 'p7',
      firstName: 'Anna',
      lastName: 'Berg',
      clubId: 'club-A1',
      position: null,
      sidePositions: [],
      backNumberDefault: 7,
      networkPlayer: false,
      version: 0,
    },
  ],
  total: 1,
};

function Recorder({ game }: { game: Game }) {
  const labels = useGameLabels([game]);
  return <GameRecorder tournament={fixtureTournament} listGame={game} labels={labels} />;
}

afterEach(async () => {
  // Each case starts with an empty outbox: the drain of the last one stops, IndexedDB is new.
  await resetOutbox();
  globalThis.indexedDB = new IDBFactory();
  Reflect.deleteProperty(window.navigator, 'onLine');
  window.localStorage.clear();
});

/** The browser's online flag and its event, as `context.setOffline` sets them. */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** No line-up set for the game: the roster is the clubs' players (use-team-roster.ts). */
const noLineups = ok({ gameId: 'g1', tournamentId: 't1', team1: null, team2: null, lineups: [] } satisfies GameLineups);

describe('GameRecorder', () => {
  it('shows a new goal at once, sends it, keeps it waiting through a 503 and resends the same id on its own', async () => {
    const game = running();
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/events': [
        apiError(503, 'SERVICE_UNAVAILABLE'),
        (request: RecordedRequest) => {
          const body = request.body as { id: string };
          return {
            status: 201,
            body: {
              ...storedGoal(body.id, 1, 1, '2030-06-01T09:01:00.000Z'),
              player: { id: 'p7', name: 'Anna Berg', backNumber: 7 },
              game: { ...game, version: 3, goals1: 1 },
            },
          };
        },
      ],
    });
    // The first POST waits until the test lets it go, so "saving…" can be seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchWithGate = globalThis.fetch;
    let held = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && !held) {
        held = true;
        await gate;
      }
      return fetchWithGate(input, init);
    });

    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findByText('No goals or cards yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Goal for Team A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    const player = within(dialog).getByRole('combobox', { name: 'Player (optional)' });
    await within(player).findByRole('option', { name: '7 Anna Berg' });
    await user.selectOptions(player, '7 Anna Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Optimistic: on screen and in the score before the server answered.
    const event = await screen.findByTestId('game-event');
    await waitFor(() => expect(event).toHaveAttribute('data-state', 'saving'));
    expect(within(event).getByText('saving…')).toBeInTheDocument();
    expect(within(event).getByText('7 Anna Berg')).toBeInTheDocument();
    expect(screen.getByTestId('score')).toHaveTextContent('1:0');

    // No answer worth keeping: the event stays, waiting to sync, and goes again after the backoff.
    release();
    expect(await within(event).findByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.getByTestId('unsaved')).toHaveTextContent('1 change waiting to sync.');
    await waitFor(() => expect(screen.getByTestId('game-event')).toHaveAttribute('data-state', 'saved'));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).not.toBeInTheDocument());
    expect(screen.getByTestId('score')).toHaveTextContent('1:0');

    const posts = api.requests.filter((r) => r.method === 'POST').map((r) => r.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect(posts[0]).toMatchObject({ kind: 'goal', team: 1, playerId: 'p7', minute: 1 });
    expect(posts[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('starts the kept dialog over at every tap: the tapped team and kind, no player picked before (decision 392)', async () => {
    const game = running();
    fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/events': (request: RecordedRequest) => ({
        status: 201,
        body: { ...storedGoal((request.body as { id: string }).id, 1, 1, '2030-06-01T09:01:00.000Z'), game },
      }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findByText('No goals or cards yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Goal for Team A1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    const player = within(dialog).getByRole('combobox', { name: 'Player (optional)' });
    await within(player).findByRole('option', { name: '7 Anna Berg' });
    await user.selectOptions(player, '7 Anna Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Closed at the tap; the goal shows once the device has kept it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('game-event')).toHaveTextContent('7 Anna Berg');

    await user.click(screen.getByRole('button', { name: 'Yellow card for Team A2' }));
    dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    expect(within(dialog).getByRole('radio', { name: 'Team A2' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Yellow card' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Player (optional)' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Goal for Team A1' }));
    dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    expect(within(dialog).getByRole('radio', { name: 'Team A1' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Goal' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Player (optional)' })).toHaveValue('');
  });

  it('undoes the last event with a DELETE, and the score follows', async () => {
    const game = running({ goals1: 1, goals2: 1 });
    const api = fakeApi({
      'GET /api/games/g1/events': [
        ok({
          game,
          events: [
            storedGoal('e1', 1, 3, '2030-06-01T09:03:00.000Z'),
            storedGoal('e2', 2, 9, '2030-06-01T09:09:00.000Z'),
          ],
          total: 2,
        } satisfies GameRecord),
        ok({
          game: { ...game, goals2: 0, version: 4 },
          events: [storedGoal('e1', 1, 3, '2030-06-01T09:03:00.000Z')],
          total: 1,
        }),
      ],
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'DELETE /api/games/g1/events/e2': ok({ ...game, goals2: 0, version: 4 }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findAllByTestId('game-event')).toHaveLength(2);
    expect(screen.getByTestId('score')).toHaveTextContent('1:1');

    await user.click(screen.getByRole('button', { name: 'Undo: Goal · Team A2 9′' }));
    await waitFor(() => expect(screen.getAllByTestId('game-event')).toHaveLength(1));
    expect(screen.getByTestId('score')).toHaveTextContent('1:0');
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/games/g1/events/e2']);
    expect(screen.getByRole('button', { name: 'Undo: Goal · Team A1 3′' })).toBeEnabled();
  });

  it('finishes a drawn knockout game only with a shootout that has a winner', async () => {
    const game = running({ phase: 'knockout', group: null, period: 'secondHalf', goals1: 1, goals2: 1 });
    const events = [
      storedGoal('e1', 1, 3, '2030-06-01T09:03:00.000Z'),
      storedGoal('e2', 2, 9, '2030-06-01T09:09:00.000Z'),
    ];
    const finished: Game = {
      ...game,
      status: 'finished',
      period: 'fullTime',
      shootout: { goals1: 4, goals2: 3 },
      version: 3,
    };
    const api = fakeApi({
      'GET /api/games/g1/events': [
        ok({ game, events, total: 2 } satisfies GameRecord),
        ok({ game: finished, events, total: 2 }),
      ],
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/finish': ok(finished),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findAllByTestId('game-event')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the game' });
    expect(within(dialog).getByText('A drawn knockout game needs a shootout score first.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Finish game' }));
    expect(within(dialog).getByTestId('finish-blocked')).toHaveTextContent(
      'Enter the shootout score before finishing.',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Shootout Team A1' }), '4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Shootout Team A2' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Finish game' }));
    expect(within(dialog).getByTestId('finish-blocked')).toHaveTextContent(
      'The shootout needs a winner: the scores cannot be equal.',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const second = within(dialog).getByRole('textbox', { name: 'Shootout Team A2' });
    await user.clear(second);
    await user.type(second, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Finish game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { version: 2, shootout: { goals1: 4, goals2: 3 } },
      ]),
    );
    expect(await screen.findByTestId('shootout')).toHaveTextContent('Shootout 4:3');
  });
  it('takes over what the old localStorage outbox kept, sends it with the same id, and removes it there', async () => {
    const game = running();
    const id = '0b7c6a52-7d1e-4c55-9e5f-2f4a8d3c1e90';
    window.localStorage.setItem(
      'touchline.game-outbox.g1',
      JSON.stringify([{ op: 'record', draft: { id, kind: 'yellow', team: 2, minute: 17, playerId: null } }]),
    );
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/events': {
        status: 200,
        body: {
          ...storedGoal(id, 2, 17, '2030-06-01T09:17:00.000Z'),
          kind: 'yellow',
          game: { ...game, version: 3 },
        },
      },
    });
    await renderApp(<Recorder game={game} />);
    const event = await screen.findByTestId('game-event');
    expect(within(event).getByText('Yellow card · Team A2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('game-event')).toHaveAttribute('data-state', 'saved'));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { id, kind: 'yellow', team: 2, minute: 17, playerId: null },
    ]);
    expect(window.localStorage.getItem('touchline.game-outbox.g1')).toBeNull();
  });

  it('says at once why an event was refused, holds it, and sends it as a correction when chosen', async () => {
    const game = running();
    const finished = { ...game, status: 'finished' as const, period: 'fullTime' as const, version: 5 };
    const api = fakeApi({
      'GET /api/games/g1/events': [
        ok({ game, events: [], total: 0 } satisfies GameRecord),
        ok({ game: finished, events: [], total: 0 }),
      ],
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/events': [
        apiError(409, 'GAME_FINISHED'),
        (request: RecordedRequest) => ({
          status: 201,
          body: {
            ...storedGoal((request.body as { id: string }).id, 2, 30, '2030-06-01T09:30:00.000Z'),
            game: { ...finished, goals2: 1, version: 6 },
          },
        }),
      ],
    });
    const { user } = await renderApp(<Recorder game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Goal for Team A2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const event = await screen.findByTestId('game-event');
    await waitFor(() => expect(event).toHaveAttribute('data-state', 'failed'));
    expect(within(event).getByRole('alert')).toHaveTextContent('This game is finished. Correct its result instead.');
    expect(await screen.findByText('Not saved: the server refused a change')).toBeInTheDocument();
    expect(within(event).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(event).getByRole('button', { name: 'Discard' })).toBeInTheDocument();

    await user.click(within(event).getByRole('button', { name: 'Send as correction' }));
    await waitFor(() => expect(screen.getByTestId('game-event')).toHaveAttribute('data-state', 'saved'));
    const posts = api.requests.filter((r) => r.method === 'POST').map((r) => r.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.correction).toBeUndefined();
    expect(posts[1]).toEqual({ ...posts[0], correction: true });
  });

  it('holds an event the game has no room for and says why, until the person discards it', async () => {
    const game = running({ goals1: 99 });
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/events': apiError(409, 'GAME_EVENTS_LIMIT', { kind: 'TOO_BIG' }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Goal for Team A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const event = await screen.findByTestId('game-event');
    await waitFor(() => expect(event).toHaveAttribute('data-state', 'failed'));
    expect(within(event).getByRole('alert')).toHaveTextContent(
      'This game already has as many goals or cards as it may record',
    );
    expect(within(event).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    // Refused, not waiting: the outbox keeps it for the person and sends nothing more.
    expect(await screen.findByText('Not saved: the server refused a change')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    await user.click(within(event).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('game-event')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('starts a game offline at once, the clock from the press, and sends the start when back online', async () => {
    // Today, with no kick-off time: the start asks nothing (decision 416).
    const game = running({
      status: 'scheduled',
      period: null,
      periodStartedAt: null,
      version: 2,
      date: todayIso(),
      start: null,
    });
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [], total: 0 } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/start': ok({ ...game, status: 'running', period: 'firstHalf', version: 3 }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    const start = await screen.findByRole('button', { name: 'Start game' });
    await waitFor(() => expect(start).toBeEnabled());
    setOnline(false);
    await user.click(start);
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('First half'));
    expect(screen.getByTestId('game-clock')).toHaveTextContent(/^00:0\d$/);
    expect(screen.getByTestId('unsaved')).toHaveTextContent('1 change waiting to sync.');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    setOnline(true);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
        ['/api/games/g1/start', { version: 2 }],
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('unsaved')).not.toBeInTheDocument());
  });

  it('says clearly why a correction of a finished result is refused', async () => {
    const game = running({ status: 'finished', period: 'fullTime', phase: 'knockout', group: null, goals1: 1 });
    fakeApi({
      'GET /api/games/g1/events': ok({
        game,
        events: [storedGoal('e1', 1, 3, '2030-06-01T09:03:00.000Z')],
        total: 1,
      } satisfies GameRecord),
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'PATCH /api/games/g1/events/e1': apiError(409, 'DEPENDENT_GAME_STARTED'),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    expect(await screen.findByTestId('finished-note')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Correct event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the event' });
    await user.click(within(dialog).getByRole('radio', { name: 'Team A2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(dialog).findByText('A knockout game this change affects has already started.'),
    ).toBeInTheDocument();
  });
  it('corrects an event whose player has left the squad: the dialog names that player and keeps them unless changed', async () => {
    const game = running();
    const goalOfAFormerPlayer: GameEvent = {
      ...storedGoal('e1', 1, 3, '2030-06-01T09:03:00.000Z'),
      player: { id: 'p9', name: 'Lena Gone', backNumber: 9 },
    };
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [goalOfAFormerPlayer], total: 1 } satisfies GameRecord),
      // The roster now holds Anna Berg only.
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'PATCH /api/games/g1/events/e1': ok({ ...goalOfAFormerPlayer, minute: 4, version: 2, game }),
    });
    const { user } = await renderApp(<Recorder game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Correct event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the event' });
    const player = within(dialog).getByRole('combobox', { name: /Player/ });
    // Once the roster is in, the recorded player is still the one shown, beside the squad.
    await within(dialog).findByRole('option', { name: '7 Anna Berg' });
    expect(player).toHaveDisplayValue('9 Lena Gone');
    await user.clear(within(dialog).getByRole('textbox', { name: /Minute/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Minute/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    const patches = () => api.requests.filter((r) => r.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toMatchObject({ minute: 4, playerId: 'p9' });
  });
  it('moves to the next period with the version read, and puts a period pressed too early back', async () => {
    const game = running();
    const halfTime = { ...game, period: 'halfTime' as const, version: 3 };
    const api = fakeApi({
      'GET /api/games/g1/events': [
        ok({ game, events: [], total: 0 } satisfies GameRecord),
        ok({ game: halfTime, events: [], total: 0 }),
      ],
      'GET /api/players': ok(players),
      'GET /api/games/g1/lineups': noLineups,
      'POST /api/games/g1/period': [ok(halfTime), ok({ ...game, version: 4 })],
    });
    const { user } = await renderApp(<Recorder game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Half-time' }));
    expect(await screen.findByRole('button', { name: 'Start second half' })).toBeInTheDocument();
    expect(screen.getByTestId('period')).toHaveTextContent('Half-time');

    await user.click(screen.getByTestId('change-period'));
    await user.click(await screen.findByRole('menuitem', { name: 'First half', hidden: true }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { version: 2, period: 'halfTime' },
        { version: 3, period: 'firstHalf' },
      ]),
    );
  });
});
