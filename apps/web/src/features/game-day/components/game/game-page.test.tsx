import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { GamePage } from './game-page';
import { validateGameSearch } from './game-search';

const route = { path: '/Game/$tournamentId', url: '/Game/t1', validateSearch: validateGameSearch };

describe('the games to record', () => {
  it("links the tournament in the app's link style, not the browser's", async () => {
    const api = fakeApi({
      'GET /api/tournaments/t1': ok(fixtureTournament),
      'GET /api/tournaments/t1/games': ok({ items: [fixtureGame('g1')], conflicts: [] }),
      // Opened online, the page loads the rosters of the clubs still to play (decision 426).
      'GET /api/players?clubId=club-A1&limit=200': ok({ items: [], total: 0 }),
      'GET /api/players?clubId=club-A2&limit=200': ok({ items: [], total: 0 }),
    });
    await renderApp(<GamePage />, { me: aMe({ id: 'u2', level: 2 }), route });
    const link = await screen.findByTestId('tournament-link');
    expect(link).toHaveAttribute('href', '/TournamentView/t1');
    expect(link).toHaveClass('mantine-Anchor-root');
    expect(link).toHaveTextContent('Nord Cup');
    // The rosters of the game still to play came along, for a game first opened without a signal.
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/api/players?clubId=club-A1&limit=200', '/api/players?clubId=club-A2&limit=200']),
      ),
    );
  });
});
