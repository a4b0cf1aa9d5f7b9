import { screen, waitFor, within } from '@testing-library/react';
import type { GameLineups } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { GameSetupPage } from './game-setup-page';

const route = { path: '/Gamesetup/$gameId', url: '/Gamesetup/g1' };
const lineups: GameLineups = {
  gameId: 'g1',
  tournamentId: 't1',
  team1: { id: 'tA', name: 'FC Nordhafen', clubId: 'club-A' },
  team2: { id: 'tB', name: 'SV Süd', clubId: 'club-B' },
  lineups: [],
};
const player = (id: string, firstName: string, backNumberDefault: number) => ({
  id,
  firstName,
  lastName: 'Berg',
  clubId: 'club-A',
  position: null,
  sidePositions: [],
  backNumberDefault,
  networkPlayer: false,
  version: 0,
});

describe('setting a line-up for a club without a formation', () => {
  it("lets an organiser set another club's line-up, naming that club instead of 'Your club'", async () => {
    const api = fakeApi({
      'GET /api/games/g1/lineups': ok(lineups),
      'GET /api/clubs/club-A/formations': ok({ items: [], total: 0 }),
      'GET /api/players?clubId=club-A&limit=200&sort=name': ok({
        items: [player('p1', 'Anna', 1), player('p9', 'Bea', 9)],
        total: 2,
      }),
      'PUT /api/games/g1/lineups/tA': ok(lineups),
    });
    const { user } = await renderApp(<GameSetupPage />, {
      me: aMe({ id: 'u1', level: 1, displayName: 'Olga Organiser' }),
      route,
    });
    expect(await screen.findByTestId('no-formations')).toHaveTextContent(
      'FC Nordhafen has no formation yet: pick its starters below',
    );
    expect(screen.queryByText(/Your club/)).not.toBeInTheDocument();

    const starter = screen.getByRole('combobox', { name: 'Add a starter' });
    await user.click(starter);
    await user.click(await screen.findByRole('option', { name: '1 Anna Berg', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('lineup-starter')).toHaveLength(1));
    expect(within(screen.getByTestId('lineup-starter')).getByText('GK')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save line-up' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      formationId: null,
      starters: [{ playerId: 'p1', position: 'GK', backNumber: 1 }],
      substitutes: [],
    });
  });
});
