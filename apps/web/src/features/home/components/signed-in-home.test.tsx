import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureGame } from '../../../test/tournament-fixtures';
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
