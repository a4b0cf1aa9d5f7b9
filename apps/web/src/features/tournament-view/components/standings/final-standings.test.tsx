import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureTournament } from '../../../../test/tournament-fixtures';
import { renderApp } from '../../../../test/render';
import { FinalStandings } from './final-standings';

describe('FinalStandings', () => {
  it('lists every place with its team, shared places marked, open ones "to be decided"', async () => {
    await renderApp(
      <FinalStandings
        tournament={fixtureTournament}
        places={[
          { place: 1, teamId: 'A1', shared: false },
          { place: 2, teamId: 'B1', shared: false },
          { place: 3, teamId: 'C2', shared: true },
          { place: 3, teamId: 'A2', shared: true },
          { place: 5, teamId: null, shared: false },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Final standings' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('final-place');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Team A1',
      '2Team B1',
      '3 (shared)Team C2',
      '3 (shared)Team A2',
      '5To be decided',
    ]);
    expect(within(rows[0]!).getByText('Team A1')).toBeInTheDocument();
  });
});
