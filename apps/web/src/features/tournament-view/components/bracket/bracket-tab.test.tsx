import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { BracketTab } from './bracket-tab';

function Bracket() {
  const labels = useGameLabels([]);
  return <BracketTab tournament={fixtureTournament} games={[]} labels={labels} />;
}

describe('BracketTab', () => {
  it('draws six qualifiers as a tree of eight: named rounds, two byes for the best seeds, placeholders for open slots', async () => {
    await renderApp(<Bracket />);
    const drawing = screen.getByTestId('bracket');
    expect(within(drawing).getByText('Quarter-final')).toBeInTheDocument();
    expect(within(drawing).getByText('Semi-final')).toBeInTheDocument();
    expect(within(drawing).getByText('Final')).toBeInTheDocument();

    const byes = within(drawing).getAllByTestId('bracket-bye');
    expect(byes).toHaveLength(2);
    expect(within(byes[0]!).getByText('Winner group A')).toBeInTheDocument();
    expect(within(byes[1]!).getByText('Winner group B')).toBeInTheDocument();
    for (const bye of byes) expect(within(bye).getAllByText('Bye').length).toBeGreaterThan(0);
    // Two real quarter-finals, two semi-finals, one final.
    expect(within(drawing).getAllByTestId('bracket-match')).toHaveLength(5);
    expect(within(drawing).getByText('Winner of match 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Knockout tree for 6 teams' })).toBe(drawing);
  });

  it("shows the spec's message when the tournament has no knockout", async () => {
    function NoTree() {
      const labels = useGameLabels([]);
      return <BracketTab tournament={{ ...fixtureTournament, groups: [] }} games={[]} labels={labels} />;
    }
    await renderApp(<NoTree />);
    expect(screen.getByText('No tournament data available.')).toBeInTheDocument();
  });

  it('shows a running game as live and a shootout beside the drawn score, the winner marked', async () => {
    // Without the server's bracket (here: refused) the games pair by their order.
    fakeApi({ 'GET /api/tournaments/t1/bracket': apiError(404, 'NOT_FOUND') });
    const ko = (id: string, overrides: Partial<Game>) =>
      fixtureGame(id, { phase: 'knockout', group: null, round: 1, ...overrides });
    const games = [
      ko('k1', {
        team1: { id: 'A2', name: 'Team A2' },
        team2: { id: 'B2', name: 'Team B2' },
        status: 'running',
        goals1: 1,
      }),
      ko('k2', {
        team1: { id: 'C1', name: 'Team C1' },
        team2: { id: 'A3', name: 'Team A3' },
        status: 'finished',
        goals1: 1,
        goals2: 1,
        shootout: { goals1: 3, goals2: 4 },
      }),
    ];
    function Live() {
      const labels = useGameLabels(games);
      return <BracketTab tournament={fixtureTournament} games={games} labels={labels} />;
    }
    await renderApp(<Live />);
    const drawing = screen.getByTestId('bracket');
    const live = within(drawing)
      .getAllByTestId('bracket-match')
      .find((m) => m.getAttribute('data-live') === 'true');
    expect(live).toBeDefined();
    expect(within(live!).getByText(/^Live · Match \d/)).toBeInTheDocument();
    expect(within(drawing).getByText('1 (3)')).toBeInTheDocument();
    expect(within(drawing).getByText('1 (4)')).toBeInTheDocument();
    expect(within(drawing).getByText('Team A3')).toHaveAttribute('data-result', 'won');
    expect(within(drawing).getByText('Team C1')).toHaveAttribute('data-result', 'lost');
  });
});
