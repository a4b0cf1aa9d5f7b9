import { screen, within } from '@testing-library/react';
import type { Leaderboard, TournamentMetrics, TournamentStats } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { fixtureTournament } from '../../../../test/tournament-fixtures';
import { StatsTab } from './stats-tab';

const none = { yellow: 0, secondYellow: 0, red: 0 };

const leaderboard = (linked: boolean): Leaderboard => ({
  scorers: [
    {
      ...(linked ? { playerId: 'p9' } : {}),
      backNumber: 9,
      firstName: 'Mia',
      lastName: 'Nord',
      club: 'FC Nord',
      goals: 4,
      cards: none,
    },
    { backNumber: null, firstName: 'Ole', lastName: 'Süd', club: null, goals: 2, cards: none },
  ],
  cards: [
    {
      ...(linked ? { playerId: 'p4' } : {}),
      backNumber: 4,
      firstName: 'Tom',
      lastName: 'Hart',
      club: 'SV Süd',
      goals: 0,
      cards: { yellow: 1, secondYellow: 1, red: 0 },
    },
  ],
});

const stats: TournamentStats = {
  totals: { games: 1, goals: 3, goalsPerGame: 3, wins1: 1, draws: 0, wins2: 0, shootouts: 0, cards: none },
  byPhase: [
    { phase: 'group', games: 1, goals: 3, goalsPerGame: 3, wins1: 1, draws: 0, wins2: 0, shootouts: 0, cards: none },
  ],
  games: [
    {
      gameId: 'g1',
      phase: 'group',
      group: 'A',
      round: 1,
      team1: { id: 'a', name: 'FC Nord' },
      team2: { id: 'b', name: 'SV Süd' },
      status: 'finished',
      goals1: 2,
      goals2: 1,
      shootout: null,
      cards1: none,
      cards2: { yellow: 1, secondYellow: 1, red: 0 },
    },
  ],
};

const metrics: TournamentMetrics = {
  state: 'released',
  releasedAt: '2026-05-03T12:00:00.000Z',
  minGroupSize: 5,
  averageStep: 0.5,
  positions: [{ position: 'CB', skills: [{ skill: 'passing', average: 6.5 }] }],
};

function answer(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /api/tournaments/t1/leaderboard': ok(leaderboard(true)),
    'GET /api/tournaments/t1/stats': ok(stats),
    'GET /api/tournaments/t1/metrics': ok(metrics),
    ...overrides,
  });
}

describe('StatsTab', () => {
  it('lists top scorers and cards with back number, name and club, the name linking to the card when the server gives the id', async () => {
    answer();
    await renderApp(<StatsTab tournament={fixtureTournament} />, { me: aMe({ level: 3 }) });
    await screen.findByRole('link', { name: 'Mia Nord' });
    const scorers = screen.getByRole('table', { name: 'Top scorers' });
    const rows = within(scorers).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('9');
    expect(rows[0]).toHaveTextContent('FC Nord');
    expect(within(rows[0]!).getByRole('link', { name: 'Mia Nord' })).toHaveAttribute('href', '/player/p9');
    // No id from the server: the name without a link; no club: said so, no number: a dash.
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Club deleted');
    expect(rows[1]).toHaveTextContent('–');
    const cards = screen.getByRole('table', { name: 'Cards' });
    expect(within(cards).getByText('Tom Hart')).toBeInTheDocument();
  });

  it('shows names without links to a guest, who gets no player ids', async () => {
    answer({ 'GET /api/tournaments/t1/leaderboard': ok(leaderboard(false)) });
    await renderApp(<StatsTab tournament={fixtureTournament} />, { me: aMe({ level: 4 }) });
    await screen.findByText('Mia Nord');
    const scorers = screen.getByRole('table', { name: 'Top scorers' });
    expect(within(scorers).getByText('Mia Nord')).toBeInTheDocument();
    expect(within(scorers).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the game statistics per phase and per game, and the anonymised metrics per position', async () => {
    answer();
    await renderApp(<StatsTab tournament={fixtureTournament} />, { me: aMe({ level: 5 }) });
    const phases = await screen.findByRole('table', { name: 'Game statistics' });
    expect(within(phases).getByText('Group stage')).toBeInTheDocument();
    const games = screen.getByTestId('stats-games');
    expect(games).toHaveTextContent('FC Nord – SV Süd');
    expect(games).toHaveTextContent('2:1');
    // Cards in words, team 1's then team 2's (not colours alone: yellow text on white could not be read in sunlight).
    const [cards1, cards2] = within(games).getAllByTestId('card-counts');
    expect(cards1).toHaveAccessibleName('No cards');
    expect(cards2).toHaveTextContent(/^1 yellow · 1 second yellow$/);
    const centreBacks = await screen.findByRole('region', { name: 'Centre back' });
    expect(centreBacks).toHaveTextContent('Passing');
    expect(centreBacks).toHaveTextContent('6.5');
    expect(screen.getByText(/groups of fewer than 5 players are not shown/)).toBeInTheDocument();
  });

  it('says that the metrics appear once the tournament is over while the server has not released them', async () => {
    answer({ 'GET /api/tournaments/t1/metrics': ok({ state: 'pending', minGroupSize: 5, averageStep: 0.5 }) });
    await renderApp(<StatsTab tournament={fixtureTournament} />, { me: aMe({ level: 3 }) });
    expect(await screen.findByTestId('metrics-pending')).toHaveTextContent(
      'The metrics appear once the tournament is over',
    );
    expect(screen.queryByTestId('metrics')).not.toBeInTheDocument();
    expect(screen.queryByTestId('metrics-empty')).not.toBeInTheDocument();
    // A state, not an error: no alert, nothing to try again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are not enough rated players, and offers to try again when the leaderboard fails', async () => {
    answer({
      'GET /api/tournaments/t1/metrics': ok({ ...metrics, positions: [] }),
      'GET /api/tournaments/t1/leaderboard': apiError(500, 'INTERNAL'),
    });
    await renderApp(<StatsTab tournament={fixtureTournament} />, { me: aMe({ level: 1 }) });
    expect(await screen.findByTestId('metrics-empty')).toHaveTextContent('Not enough rated players');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
