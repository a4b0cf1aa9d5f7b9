import { act, screen, within } from '@testing-library/react';
import type { CupEvent, EventGame } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { connectLiveEvents, type EventSourceLike } from '../../../lib/live-events';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { useEvent, useEventGames } from '../api/event-api';
import { DivisionSettingsDialog } from './division-settings-dialog';
import { EditEventDialog } from './edit-event-dialog';
import { EventGames } from './event-games';
import { EventTimeline } from './event-timeline';

const event: CupEvent = {
  id: 'e1',
  version: 3,
  name: 'Hafenstadt Cup',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-02',
  pitches: [
    { id: 'p1', name: 'Pitch 1' },
    { id: 'p2', name: 'Kunstrasen 2' },
  ],
  divisions: [
    {
      tournamentId: 't9',
      name: 'Hafenstadt U9',
      ageClass: 'U9',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-02',
      pitchIds: null,
      pitchIdsByDate: {},
    },
    {
      tournamentId: 't15',
      name: 'Hafenstadt U15',
      ageClass: 'U15',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-01',
      pitchIds: null,
      pitchIdsByDate: {},
    },
  ],
  apartClubIds: [],
};

function game(id: string, tournamentId: string, start: number, pitch: number): EventGame {
  return {
    id,
    version: 1,
    phase: 'main',
    group: null,
    round: 1,
    team1: { id: 'a', name: 'FC Nord' },
    team2: { id: 'b', name: 'FC Süd' },
    date: '2026-05-01',
    start,
    end: start + 20,
    pitch,
    status: 'scheduled',
    goals1: 0,
    goals2: 0,
    shootout: null,
    tournamentId,
    pitchName: event.pitches[pitch - 1]?.name ?? null,
  };
}

const clubs = { items: [{ id: 'c1', name: 'FC Nord', country: 'DE', version: 1 }], total: 1 };
const dialog = () => screen.getByRole('dialog');

describe('edit event dialog (decision 468)', () => {
  it('sends only what changed: a renamed pitch by id, a new pitch after the others, the clubs kept apart', async () => {
    const api = fakeApi({ 'GET /api/clubs': ok(clubs), 'PATCH /api/events/e1': ok({ ...event, version: 4 }) });
    let closed = false;
    const { user } = await renderApp(<EditEventDialog opened event={event} onClose={() => (closed = true)} />, {
      me: aMe({ level: 1 }),
    });
    const second = within(dialog()).getByRole('textbox', { name: 'Pitch 2' });
    await user.clear(second);
    await user.type(second, 'Kunstrasen A');
    await user.click(within(dialog()).getByRole('button', { name: 'Add pitch' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Pitch 3' })).toHaveValue('Pitch 3');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Clubs kept apart' }));
    await user.click(await screen.findByRole('option', { name: 'FC Nord', hidden: true }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expect.poll(() => closed).toBe(true);
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      version: 3,
      renamePitches: [{ id: 'p2', name: 'Kunstrasen A' }],
      addPitches: [{ name: 'Pitch 3' }],
      apartClubIds: ['c1'],
    });
  });

  it("checks a pitch name taken on the row, and puts the server's code on the renamed pitch", async () => {
    const api = fakeApi({
      'GET /api/clubs': ok(clubs),
      'PATCH /api/events/e1': apiError(400, 'INVALID_EVENT', { 'renamePitches.0.name': 'PITCH_NAME_TAKEN' }),
    });
    const { user } = await renderApp(<EditEventDialog opened event={event} onClose={() => {}} />, {
      me: aMe({ level: 1 }),
    });
    const second = within(dialog()).getByRole('textbox', { name: 'Pitch 2' });
    await user.clear(second);
    await user.type(second, ' pitch 1');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(second).toHaveAccessibleDescription(/name/i);
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.clear(second);
    await user.type(second, 'Kleinfeld');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expect.poll(() => second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when someone changed the event meanwhile, and stays open with the change', async () => {
    fakeApi({ 'GET /api/clubs': ok(clubs), 'PATCH /api/events/e1': apiError(409, 'CONFLICT') });
    const { user } = await renderApp(<EditEventDialog opened event={event} onClose={() => {}} />, {
      me: aMe({ level: 1 }),
    });
    const name = within(dialog()).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Hafenstadt Cup 2026');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this event meanwhile');
    expect(name).toHaveValue('Hafenstadt Cup 2026');
  });
});

describe('division settings dialog (decision 468)', () => {
  it("sends the division's pitches, a day's other pitches and its age class with the event's version", async () => {
    const api = fakeApi({ 'PUT /api/events/e1/divisions/t9': ok({ ...event, version: 4 }) });
    let closed = false;
    const { user } = await renderApp(
      <DivisionSettingsDialog opened event={event} division={event.divisions[0]!} onClose={() => (closed = true)} />,
      { me: aMe({ level: 1 }) },
    );
    await user.click(within(dialog()).getByRole('switch', { name: 'Plays on every pitch' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Pitch 1' }));
    // The second day: only pitch 1.
    await user.click(within(dialog()).getByRole('switch', { name: /Other pitches on Sat, May 2/ }));
    const secondDay = within(dialog()).getByTestId('division-day-2026-05-02');
    // A day's list starts from every pitch.
    await user.click(within(secondDay).getByRole('checkbox', { name: 'Kunstrasen 2' }));
    const age = within(dialog()).getByRole('textbox', { name: 'Age class' });
    await user.clear(age);
    await user.type(age, 'U10');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expect.poll(() => closed).toBe(true);
    expect(api.requests[0]?.body).toEqual({
      version: 3,
      ageClass: 'U10',
      pitchIds: ['p2'],
      pitchIdsByDate: { '2026-05-02': ['p1'] },
    });
  });

  it('asks for at least one pitch when the division is restricted', async () => {
    const api = fakeApi({});
    const { user } = await renderApp(
      <DivisionSettingsDialog opened event={event} division={event.divisions[1]!} onClose={() => {}} />,
      { me: aMe({ level: 1 }) },
    );
    await user.click(within(dialog()).getByRole('switch', { name: 'Plays on every pitch' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Pitch 1' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Kunstrasen 2' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Choose at least one pitch.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('event timeline (decision 471)', () => {
  it("draws every pitch of a day as a lane, each game a link named in words with its division's label", async () => {
    await renderApp(<EventTimeline event={event} games={[game('g1', 't9', 540, 1), game('g2', 't15', 560, 2)]} />, {
      me: aMe(),
      route: { path: '/Event/$eventId', url: '/Event/e1' },
    });
    const day = screen.getByRole('region', { name: /Timeline: Friday, May 1/ });
    expect(day).toHaveAttribute('tabindex', '0');
    expect(within(day).getAllByTestId('event-timeline-lane')).toHaveLength(2);
    const links = within(day).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '09:00–09:20, Pitch 1: U9, FC Nord – FC Süd',
      '09:20–09:40, Kunstrasen 2: U15, FC Nord – FC Süd',
    ]);
    expect(links[0]).toHaveAttribute('title', '09:00–09:20, Pitch 1: U9, FC Nord against FC Süd');
  });
});

describe('the event page follows the live channel (decision 470)', () => {
  function LiveEvent() {
    const current = useEvent('e1');
    const games = useEventGames('e1');
    return current.data && games.data ? <EventGames event={current.data} games={games.data.items} /> : null;
  }

  it("refetches the event's games when any of its divisions changes, and not for another tournament", async () => {
    const api = fakeApi({
      'GET /api/events/e1': ok(event),
      'GET /api/events/e1/games': [
        ok({ items: [game('g1', 't9', 540, 1)] }),
        ok({ items: [game('g1', 't9', 600, 2)] }),
      ],
    });
    const { queryClient } = await renderApp(<LiveEvent />, { me: aMe() });
    expect(await screen.findByText('09:00–09:20')).toBeInTheDocument();

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
    const gamesFetched = () => api.requests.filter((r) => r.path === '/api/events/e1/games').length;
    // Another event's tournament: nothing here refetches.
    act(() => emit('change', JSON.stringify({ topic: 'tournament', ids: ['t-other'] })));
    expect(gamesFetched()).toBe(1);
    // The U15 division (not the game's own): the whole event's games refetch, the moved U9 game with them.
    act(() => emit('change', JSON.stringify({ topic: 'tournament', ids: ['t15'] })));
    expect(await screen.findByText('10:00–10:20')).toBeInTheDocument();
    expect(screen.getByTestId('event-game')).toHaveTextContent('Kunstrasen 2');
    expect(gamesFetched()).toBe(2);
    stop();
  });
});
