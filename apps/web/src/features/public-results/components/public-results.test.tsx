import { act, screen, within } from '@testing-library/react';
import type { PublicEvent, PublicGame } from '@touchline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, apiError, ok } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { validateResultsSearch } from '../results-search';
import { PublicResultsPage } from './public-results-page';
import { ResultsView } from './results-view';
import { VenueScreen } from './venue-screen';

function game(
  id: string,
  start: number,
  pitchName: string,
  status: PublicGame['status'],
  goals: [number, number],
): PublicGame {
  return {
    id,
    divisionId: 'd9',
    phase: 'main',
    group: null,
    round: 1,
    team1: { id: 'a', name: 'FC Nord' },
    team2: { id: 'b', name: 'FC Süd' },
    date: '2026-05-01',
    start,
    end: start + 20,
    pitchName,
    status,
    goals1: goals[0],
    goals2: goals[1],
    shootout: null,
  };
}

const row = (teamId: string, team: string, position: number, points: number) => ({
  teamId,
  team,
  position,
  played: 1,
  won: points === 3 ? 1 : 0,
  drawn: 0,
  lost: points === 3 ? 0 : 1,
  goalsFor: 2,
  goalsAgainst: 1,
  goalDifference: 1,
  points,
});

const event: PublicEvent = {
  name: 'Hafenstadt Cup',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-01',
  pitches: ['Kunstrasen Ost', 'Pitch 2'],
  divisions: [
    {
      id: 'd9',
      name: 'U9 Cup',
      ageClass: 'U9',
      teams: [
        { id: 'a', name: 'FC Nord', club: 'FC Nord' },
        { id: 'b', name: 'FC Süd', club: 'FC Süd' },
      ],
      groups: [{ name: '', rows: [row('a', 'FC Nord', 1, 3), row('b', 'FC Süd', 2, 0)] }],
      bracket: null,
      champion: 'FC Nord',
    },
  ],
  games: [
    game('g1', 540, 'Kunstrasen Ost', 'finished', [2, 1]),
    game('g2', 570, 'Pitch 2', 'running', [0, 1]),
    game('g3', 600, 'Pitch 2', 'scheduled', [0, 0]),
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ResultsView', () => {
  it('shows the champion, the schedule with pitch, time and live score, and the table', async () => {
    await renderApp(<ResultsView event={event} />);
    expect(screen.getByTestId('public-champions')).toHaveTextContent('U9: FC Nord');
    const games = screen.getAllByTestId('public-game');
    expect(games).toHaveLength(3);
    expect(games[0]).toHaveTextContent('09:00');
    expect(games[0]).toHaveTextContent('Kunstrasen Ost');
    expect(games[0]).toHaveTextContent('2:1');
    expect(games[1]).toHaveTextContent('0:1');
    expect(within(games[1]!).getByText('Live')).toBeInTheDocument();
    expect(games[2]).toHaveTextContent('–');
    const table = screen.getByTestId('public-standings');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('FC Nord');
  });
});

describe('VenueScreen', () => {
  it('cycles by itself from the games now and next to each table, on its own timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderApp(<VenueScreen event={event} slideMs={10_000} />);
    const games = screen.getByTestId('venue-screen-games');
    expect(within(games).getByText('Now playing')).toBeInTheDocument();
    expect(games).toHaveTextContent('0:1');
    expect(games).toHaveTextContent('Coming up');
    expect(screen.queryByTestId('venue-screen-table')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('venue-screen-table')).toHaveTextContent('FC Nord');
    expect(screen.getByTestId('venue-screen')).toHaveTextContent('2 of 2');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('venue-screen-games')).toBeInTheDocument();
  });
});

describe('PublicResultsPage', () => {
  it('reads the published page signed out', async () => {
    const api = fakeApi({ 'GET /api/public/events/tok': ok(event) });
    await renderApp(<PublicResultsPage />, {
      route: { path: '/Results/$token', url: '/Results/tok', validateSearch: validateResultsSearch },
    });
    expect(await screen.findByRole('heading', { name: 'Hafenstadt Cup' })).toBeInTheDocument();
    expect(screen.getAllByTestId('public-game')).toHaveLength(3);
    expect(api.requests).toHaveLength(1);
  });

  it('says "not published" for a page that is not (a coded 404)', async () => {
    fakeApi({ 'GET /api/public/events/tok': apiError(404, 'RESULTS_NOT_PUBLISHED') });
    await renderApp(<PublicResultsPage />, {
      route: { path: '/Results/$token', url: '/Results/tok', validateSearch: validateResultsSearch },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('These results are not published.');
  });

  it('opens the venue screen with ?view=screen', async () => {
    fakeApi({ 'GET /api/public/events/tok': ok(event) });
    await renderApp(<PublicResultsPage />, {
      route: { path: '/Results/$token', url: '/Results/tok?view=screen', validateSearch: validateResultsSearch },
    });
    expect(await screen.findByTestId('venue-screen')).toBeInTheDocument();
  });
});
