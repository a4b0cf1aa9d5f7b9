import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { SheetPage } from './sheet-page';

describe('SheetPage', () => {
  it('marks the games with an open conflict under notes, and only those', async () => {
    const games = [
      fixtureGame('g1', { start: 540, end: 565, pitch: 1 }),
      fixtureGame('g2', { start: 540, end: 565, pitch: 1, team2: { id: 'A3', name: 'Team A3' } }),
      fixtureGame('g3', { start: 600, end: 625, pitch: 1, team1: { id: 'A4', name: 'Team A4' } }),
    ];
    fakeApi({
      'GET /api/tournaments/t1': ok(fixtureTournament),
      'GET /api/tournaments/t1/games': ok({
        items: games,
        conflicts: ['g1', 'g2'].map((gameId) => ({
          gameId,
          warnings: [{ code: 'PITCH_OCCUPIED', gameId: gameId === 'g1' ? 'g2' : 'g1' }],
        })),
      }),
    });
    await renderApp(<SheetPage />, { route: { path: '/sheet/$tournamentId', url: '/sheet/t1' } });
    const sheet = await screen.findByTestId('match-sheet');
    const marks = within(sheet).getAllByTestId('sheet-conflict');
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(mark).toHaveTextContent('Conflict');
    const clean = within(sheet).getByText('Team A4').closest('tr')!;
    expect(within(clean).queryByTestId('sheet-conflict')).toBeNull();
  });

  it("prints the setup's Title, the champion and the final standings once the final is decided (decision 428)", async () => {
    const ko = (id: string, round: number, team1: string, team2: string) =>
      fixtureGame(id, {
        phase: 'knockout',
        group: null,
        round,
        status: 'finished',
        goals1: 1,
        goals2: 0,
        team1: { id: team1, name: `Team ${team1}` },
        team2: { id: team2, name: `Team ${team2}` },
      });
    fakeApi({
      'GET /api/tournaments/t1': ok({ ...fixtureTournament, title: 'Sommerpokal' }),
      'GET /api/tournaments/t1/games': ok({
        items: [ko('s1', 1, 'A1', 'B2'), ko('s2', 1, 'B1', 'A2'), ko('f', 2, 'A1', 'B1')],
        conflicts: [],
      }),
      'GET /api/tournaments/t1/bracket': ok({
        size: 4,
        rounds: 2,
        games: [],
        swaps: 0,
        version: 3,
        places: [
          { place: 1, teamId: 'A1', team: 'Team A1', shared: false },
          { place: 2, teamId: 'B1', team: 'Team B1', shared: false },
          { place: 3, teamId: 'B2', team: 'Team B2', shared: true },
          { place: 3, teamId: 'A2', team: 'Team A2', shared: true },
        ],
      }),
    });
    await renderApp(<SheetPage />, { route: { path: '/sheet/$tournamentId', url: '/sheet/t1' } });
    const sheet = await screen.findByTestId('match-sheet');
    expect(within(sheet).getByTestId('champion')).toHaveTextContent('Sommerpokal: Team A1');
    const places = await within(sheet).findAllByTestId('final-place');
    expect(places.map((p) => p.textContent)).toEqual([
      '1. Team A1',
      '2. Team B1',
      '3. Team B2 (shared)',
      '3. Team A2 (shared)',
    ]);
  });
});
