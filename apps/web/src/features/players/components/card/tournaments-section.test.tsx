import { act, screen, within } from '@testing-library/react';
import type { PlayerTournaments } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { connectLiveEvents, type EventSourceLike } from '../../../../lib/live-events';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { TournamentsSection } from './tournaments-section';

const none = { yellow: 0, secondYellow: 0, red: 0 };

type PlayerGame = PlayerTournaments['items'][number]['games'][number];

/** FC Nord U15 beat SV Süd U15 3:1, two of the goals the player's. */
const firstGame: PlayerGame = {
  gameId: 'g1',
  phase: 'group',
  group: 'A',
  round: 1,
  date: '2030-06-01',
  status: 'finished',
  team: { id: 'a', name: 'FC Nord U15' },
  opponent: { id: 'b', name: 'SV Süd U15' },
  goalsFor: 3,
  goalsAgainst: 1,
  goals: 2,
  cards: none,
};

const body: PlayerTournaments = {
  items: [
    {
      tournamentId: 't1',
      name: 'Nord Cup',
      dateFrom: '2030-06-01',
      dateTo: '2030-06-02',
      goals: 3,
      cards: { yellow: 1, secondYellow: 0, red: 0 },
      games: [
        firstGame,
        // The next round, 1:1 against TSV Ost U15: the player's goal and a yellow card.
        {
          ...firstGame,
          gameId: 'g2',
          round: 2,
          opponent: { id: 'c', name: 'TSV Ost U15' },
          goalsFor: 1,
          goalsAgainst: 1,
          goals: 1,
          cards: { yellow: 1, secondYellow: 0, red: 0 },
        },
      ],
    },
  ],
};

describe("the player card's Tournaments section", () => {
  it("lists each tournament with the player's games, result, goals and cards, linking to the tournament", async () => {
    fakeApi({ 'GET /api/players/p1/tournaments': ok(body) });
    await renderApp(<TournamentsSection playerId="p1" />, { me: aMe({ level: 3 }) });
    const link = await screen.findByRole('link', { name: 'Nord Cup' });
    expect(link).toHaveAttribute('href', '/TournamentView/t1');
    expect(screen.getByText('2 games · 3 goals')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Nord Cup' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('vs SV Süd U15');
    expect(rows[0]).toHaveTextContent('3:1');
    expect(rows[1]).toHaveTextContent('1 yellow');
    expect(rows[0]).not.toHaveTextContent('yellow');
  });

  it('says so when the player has no recorded goal or card', async () => {
    fakeApi({ 'GET /api/players/p1/tournaments': ok({ items: [] }) });
    await renderApp(<TournamentsSection playerId="p1" />, { me: aMe({ level: 1 }) });
    expect(await screen.findByText('No goals or cards recorded in tournaments yet.')).toBeInTheDocument();
  });

  it('shows the error when the section cannot be loaded instead of spinning', async () => {
    fakeApi({ 'GET /api/players/p1/tournaments': apiError(403, 'FORBIDDEN') });
    await renderApp(<TournamentsSection playerId="p1" />, { me: aMe({ level: 1 }) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading tournaments')).not.toBeInTheDocument();
  });

  it('refetches when the live channel says a tournament changed (a goal recorded for the player), without a reload', async () => {
    const api = fakeApi({ 'GET /api/players/p1/tournaments': [ok({ items: [] }), ok(body)] });
    const { queryClient } = await renderApp(<TournamentsSection playerId="p1" />, { me: aMe({ level: 1 }) });
    expect(await screen.findByText('No goals or cards recorded in tournaments yet.')).toBeInTheDocument();

    // The shell's live channel, on a fake stream: the server names the tournament only (ids, decision 022).
    let emit: (type: string, data: string) => void = () => {};
    const stop = connectLiveEvents({
      queryClient,
      meId: 'u-admin',
      createEventSource: () => {
        const listeners = new Map<string, (event: MessageEvent<string>) => void>();
        emit = (type, data) => listeners.get(type)?.({ data, lastEventId: '1' } as MessageEvent<string>);
        const source: EventSourceLike = {
          addEventListener: (type, listener) => listeners.set(type, listener),
          onerror: null,
          close: () => {},
        };
        return source;
      },
    });
    act(() => emit('change', JSON.stringify({ topic: 'tournament', ids: ['t1'] })));
    expect(await screen.findByRole('link', { name: 'Nord Cup' })).toBeInTheDocument();
    expect(screen.getByText('2 games · 3 goals')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/players/p1/tournaments')).toHaveLength(2);
    stop();
  });
});
