import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import type { GameLineups, GameRoster, Me } from '@touchline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { resetOutbox } from '../../../../lib/outbox/outbox';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { gameRecordQueryKey } from '../../api/game-record';
import type { GameRecord } from '../../api/game-types';
import { GameRecorder } from './game-recorder';

// Decision 454: a volunteer of level 5 records the game assigned to them; unassigned, the open
// recorder turns read-only at once (the live channel refetches the record), and says so.

const noLineups = ok({ gameId: 'g1', tournamentId: 't1', team1: null, team2: null, lineups: [] } satisfies GameLineups);
const roster = ok({
  team1: [{ id: 'p1', firstName: 'Anna', lastName: 'Berg', backNumber: 7 }],
  team2: [],
} satisfies GameRoster);
const volunteer = {
  id: 'u5',
  level: 5,
  clubIds: [],
  displayName: 'Vera Volunteer',
} as unknown as Me;

function Recorder({ game }: { game: Game }) {
  const labels = useGameLabels([game]);
  return <GameRecorder tournament={fixtureTournament} listGame={game} labels={labels} />;
}

afterEach(async () => {
  await resetOutbox();
  globalThis.indexedDB = new IDBFactory();
});

describe('GameRecorder for an official', () => {
  it("records with the game's own roster; unassigned, a held goal is refused and shown, and the recorder turns read-only with a message", async () => {
    const game = fixtureGame('g1', { status: 'running', period: 'firstHalf', version: 3 });
    const record = (mayRecord: boolean) => ok({ game, events: [], total: 0, mayRecord } satisfies GameRecord);
    const api = fakeApi({
      'GET /api/games/g1/events': [record(true), record(false)],
      'GET /api/games/g1/roster': roster,
      'GET /api/games/g1/lineups': noLineups,
      // Unassigned meanwhile: the goal the phone held is refused.
      'POST /api/games/g1/events': apiError(403, 'FORBIDDEN'),
    });
    const { user, queryClient } = await renderApp(<Recorder game={game} />, { me: volunteer });
    const buttons = await screen.findByTestId('event-buttons');
    expect(screen.getByTestId('finish-open')).toBeInTheDocument();
    expect(screen.queryByTestId('recording-closed')).not.toBeInTheDocument();
    // The scorer comes from GET /api/games/{id}/roster, never from the club's player list.
    await user.click(within(buttons).getAllByRole('button', { name: /^Goal for/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Record an event' });
    expect(await within(dialog).findByRole('option', { name: '7 Anna Berg', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refused goal leaves a visible trace, in the list and as a notification.
    const event = await screen.findByTestId('game-event');
    await waitFor(() => expect(event).toHaveAttribute('data-state', 'failed'));
    expect(api.requests.some((r) => r.path.startsWith('/api/players'))).toBe(false);

    // Unassigned: the next read says so.
    await queryClient.invalidateQueries({ queryKey: gameRecordQueryKey(fixtureTournament.id, 'g1') });
    const closed = await screen.findByTestId('recording-closed');
    expect(closed).toHaveTextContent('This game can no longer be recorded');
    await waitFor(() => expect(screen.queryByTestId('event-buttons')).not.toBeInTheDocument());
    expect(screen.queryByTestId('finish-open')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^To / })).not.toBeInTheDocument();
    expect(screen.queryByTestId('undo')).not.toBeInTheDocument();
    // What the outbox held stays listed with its refusal.
    expect(screen.getByTestId('game-event')).toHaveAttribute('data-state', 'failed');
  });
});
