import { screen } from '@testing-library/react';
import type { GameLineups } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { LineupsTab } from './lineups-tab';

// Club A2's user: A2 played at 09:00 (finished) and plays again at 11:00; another pairing kicks off first.
const games: Game[] = [
  fixtureGame('g0', { team1: { id: 'B1', name: 'Team B1' }, team2: { id: 'B2', name: 'Team B2' }, start: 480 }),
  fixtureGame('g1', { status: 'finished', start: 540 }),
  fixtureGame('g2', { team1: { id: 'A2', name: 'Team A2' }, team2: { id: 'A3', name: 'Team A3' }, start: 660 }),
];
const lineups = (gameId: string): GameLineups => ({
  gameId,
  tournamentId: 't1',
  team1: null,
  team2: null,
  lineups: [],
});

function Tab({ gameId }: { gameId?: string }) {
  const labels = useGameLabels(games);
  return <LineupsTab tournament={fixtureTournament} games={games} labels={labels} gameId={gameId} />;
}

describe('the line-ups tab', () => {
  it("opens on the club user's next own game, not the first game nor the club's finished one", async () => {
    fakeApi({ 'GET /api/games/g2/lineups': ok(lineups('g2')) });
    await renderApp(<Tab />, { me: aMe({ id: 'u3', level: 3, clubIds: ['club-A2'] }) });
    expect(await screen.findByRole('combobox', { name: 'Game' })).toHaveValue('Sat, Jun 1 · 11:00 · Team A2 – Team A3');
  });

  it('opens on the game a link names', async () => {
    fakeApi({ 'GET /api/games/g1/lineups': ok(lineups('g1')) });
    await renderApp(<Tab gameId="g1" />, { me: aMe({ id: 'u3', level: 3, clubIds: ['club-A2'] }) });
    expect(await screen.findByRole('combobox', { name: 'Game' })).toHaveValue('Sat, Jun 1 · 09:00 · Team A1 – Team A2');
  });
});
