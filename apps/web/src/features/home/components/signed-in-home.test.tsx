import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureGame, fixtureTournament } from '../../../test/tournament-fixtures';
import SignedInHome from './signed-in-home';

const upcoming = (id: string, name: string, followed = false) => ({
  id,
  name,
  type: 'roundRobin',
  dateFrom: '2999-06-01',
  dateTo: '2999-06-02',
  location: null,
  followed,
});

describe('SignedInHome: the next tournament card', () => {
  it('shows a scout who follows nothing the soonest upcoming tournament, not "No upcoming tournament."', async () => {
    fakeApi({
      'GET /api/tournaments': ok({ items: [upcoming('t2', 'Herbst Cup'), upcoming('t1', 'Nord Cup')] }),
      'GET /api/tournaments/t2/games': ok({
        items: [fixtureGame('g1', { date: '2999-06-01', status: 'finished', goals1: 1 })],
        conflicts: [],
      }),
    });
    await renderApp(<SignedInHome me={aMe({ id: 'u2', displayName: 'Sam Scout', level: 2 })} />);
    const card = await screen.findByTestId('next-tournament-card');
    expect(await within(card).findByRole('link', { name: 'Herbst Cup' })).toBeInTheDocument();
    expect(within(card).queryByTestId('no-upcoming')).toBeNull();
    // Every game played: said so, not "No games scheduled yet."
    expect(await within(card).findByText('All games have been played.')).toBeInTheDocument();
  });
});

describe('SignedInHome: trust on the day', () => {
  it("links a club user's next game to its line-ups", async () => {
    fakeApi({
      'GET /api/tournaments': ok({ items: [upcoming('t1', 'Nord Cup')] }),
      'GET /api/tournaments/t1': ok({ ...fixtureTournament, dateFrom: '2999-06-01', dateTo: '2999-06-02' }),
      'GET /api/tournaments/t1/games': ok({ items: [fixtureGame('g1', { date: '2999-06-01' })], conflicts: [] }),
      'GET /api/clubs/club-A1': ok({ id: 'club-A1', name: 'Club A1' }),
    });
    await renderApp(<SignedInHome me={aMe({ id: 'u3', displayName: 'Carl Club', level: 3, clubIds: ['club-A1'] })} />);
    const card = await screen.findByTestId('next-tournament-card');
    const link = await within(card).findByRole('link', { name: 'Team A1 – Team A2' });
    expect(link).toHaveAttribute('href', '/TournamentView/t1?tab=lineups&game=g1');
  });

  it('keeps showing the saved next tournament with its time when a refresh fails, not "could not be loaded"', async () => {
    fakeApi({
      'GET /api/tournaments': [ok({ items: [upcoming('t2', 'Herbst Cup')] }), apiError(503, 'SERVICE_UNAVAILABLE')],
      'GET /api/tournaments/t2/games': ok({ items: [], conflicts: [] }),
    });
    const { queryClient } = await renderApp(
      <SignedInHome me={aMe({ id: 'u2', displayName: 'Sam Scout', level: 2 })} />,
    );
    const card = await screen.findByTestId('next-tournament-card');
    expect(await within(card).findByRole('link', { name: 'Herbst Cup' })).toBeInTheDocument();
    await queryClient.refetchQueries({ queryKey: ['tournaments', 'list'] });
    expect(await within(card).findByTestId('data-age')).toHaveTextContent(/^Not updated — as of/);
    expect(within(card).getByRole('link', { name: 'Herbst Cup' })).toBeInTheDocument();
    expect(within(card).queryByText('The tournaments could not be loaded.')).toBeNull();
  });
});
