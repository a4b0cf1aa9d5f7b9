import { screen, within } from '@testing-library/react';
import type { BracketBody } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureGame } from '../../../test/tournament-fixtures';
import { TournamentHubPage } from './tournament-hub-page';

const past = {
  id: 't1',
  name: 'Nord Cup',
  type: 'groupStage',
  dateFrom: '2020-06-01',
  dateTo: '2020-06-01',
  location: null,
};
const route = { path: '/Tournament', url: '/Tournament' };
const final = fixtureGame('f', {
  phase: 'knockout',
  group: null,
  round: 2,
  status: 'finished',
  goals1: 2,
  goals2: 1,
  team1: { id: 'A1', name: 'Team A1' },
  team2: { id: 'B1', name: 'Team B1' },
});
const semi = fixtureGame('s', { phase: 'knockout', group: null, round: 1, status: 'finished', goals1: 1 });
const places = [
  { place: 1, teamId: 'A1', team: 'Team A1', shared: false },
  { place: 2, teamId: 'B1', team: 'Team B1', shared: false },
  { place: 3, teamId: 'A2', team: 'Team A2', shared: true },
  { place: 3, teamId: 'B2', team: 'Team B2', shared: true },
];

describe('the tournament hub', () => {
  it("shows a finished tournament's champion and podium on its card", async () => {
    fakeApi({
      'GET /api/tournaments': ok({ items: [past], total: 1 }),
      'GET /api/tournaments/t1/games': ok({ items: [semi, final], conflicts: [] }),
      'GET /api/tournaments/t1/bracket': ok({ places } as Partial<BracketBody>),
      'GET /api/events/list': ok({ items: [] }),
    });
    await renderApp(<TournamentHubPage />, { me: aMe({ id: 'u2', level: 2 }), route });
    const champion = await screen.findByTestId('card-champion');
    expect(champion).toHaveTextContent('Champion: Team A1');
    expect(
      await within(champion).findByText('1. Team A1 · 2. Team B1 · 3. Team A2 (shared) · 3. Team B2 (shared)'),
    ).toBeInTheDocument();
  });

  it('says how old its saved list is when a refresh fails', async () => {
    fakeApi({
      'GET /api/tournaments': [ok({ items: [past], total: 1 }), apiError(503, 'SERVICE_UNAVAILABLE')],
      'GET /api/tournaments/t1/games': ok({ items: [], conflicts: [] }),
      'GET /api/events/list': ok({ items: [] }),
    });
    const { queryClient } = await renderApp(<TournamentHubPage />, { me: aMe({ id: 'u2', level: 2 }), route });
    expect(await screen.findByTestId('tournament-card')).toBeInTheDocument();
    await queryClient.refetchQueries({ queryKey: ['tournaments', 'list'] });
    expect(await screen.findByTestId('data-age')).toHaveTextContent(/^Not updated — as of/);
    expect(screen.getByTestId('tournament-card')).toBeInTheDocument();
  });
});

function NewEventDialog({ opened }: { opened: boolean; onClose: () => void }) {
  return opened ? <p data-testid="new-event-opened" /> : null;
}

const hub = (level: 0 | 1 | 2 | 3 | 4 | 5) => {
  fakeApi({ 'GET /api/tournaments': ok({ items: [] }), 'GET /api/events/list': ok({ items: [] }) });
  return renderApp(<TournamentHubPage NewEventDialog={NewEventDialog} />, {
    me: aMe({ level }),
    route: { path: '/Tournament' },
  });
};

describe('tournament hub: New event (decision 453)', () => {
  it.each([0, 1] as const)('level %i sees New event and opens its dialog', async (level) => {
    const { user } = await hub(level);
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    expect(screen.getByTestId('new-event-opened')).toBeInTheDocument();
  });

  it.each([2, 3, 4, 5] as const)('level %i does not', async (level) => {
    await hub(level);
    expect(await screen.findByTestId('hub-tab-past')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });
});
