import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { MoveGameDialog } from './move-game-dialog';

const games: Game[] = [
  fixtureGame('g1', { start: 540, end: 565, pitch: 1 }),
  fixtureGame('g2', {
    start: 600,
    end: 625,
    pitch: 2,
    team1: { id: 'A3', name: 'Team A3' },
    team2: { id: 'A1', name: 'Team A1' },
  }),
];

function Dialog() {
  const labels = useGameLabels(games);
  return (
    <MoveGameDialog
      opened
      tournament={fixtureTournament}
      games={games}
      gameId="g1"
      labels={labels}
      onClose={() => {}}
    />
  );
}

describe('MoveGameDialog', () => {
  it('warns while choosing, shows the server warnings, and only moves anyway after confirmation', async () => {
    // The first answer carries the warnings in its body, as the server sends them.
    const api = fakeApi({
      'PATCH /api/games/g1': [
        {
          status: 409,
          body: {
            error: { code: 'GAME_MOVE_NEEDS_CONFIRMATION', message: 'x' },
            warnings: [
              { code: 'TEAM_DOUBLE_BOOKED', teamId: 'A1', gameId: 'g2' },
              { code: 'IN_BREAK', noGameFrom: 720, resume: 780 },
            ],
          },
        },
        ok({ game: { ...games[0], start: 600, end: 625, version: 2 }, warnings: [] }),
      ],
    });
    const { user } = await renderApp(<Dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Move game' });

    // Immediate feedback from the core's check: Team A1 plays g2 at 10:00.
    const time = within(dialog).getByLabelText(/Kick-off/);
    await user.clear(time);
    await user.type(time, '10:00');
    expect(within(dialog).getByText('This move would create conflicts')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Team A1 already plays at this time (Team A3 – Team A1, 10:00).'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const confirmation = await within(dialog).findByTestId('move-confirmation');
    expect(within(confirmation).getByText('This move creates conflicts')).toBeInTheDocument();
    expect(within(confirmation).getByText('The game overlaps the break (12:00–13:00).')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { version: 1, date: '2030-06-01', start: 600, pitch: 1, confirm: false },
    ]);

    await user.click(within(confirmation).getByRole('button', { name: 'Move anyway' }));
    expect(await screen.findByText('Game moved to Sat, Jun 1, 10:00, pitch 1.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { version: 1, date: '2030-06-01', start: 600, pitch: 1, confirm: false },
      { version: 1, date: '2030-06-01', start: 600, pitch: 1, confirm: true },
    ]);
  });

  it('shows a refusal translated, never the raw server text', async () => {
    fakeApi({ 'PATCH /api/games/g1': apiError(403, 'FORBIDDEN') });
    const { user } = await renderApp(<Dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Move game' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('The game could not be moved.')).toBeInTheDocument();
  });
});
