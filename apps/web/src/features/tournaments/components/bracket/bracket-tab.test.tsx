import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { fixtureTournament } from '../view/view-fixtures';
import { useGameLabels } from '../view/game-labels';
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
});
