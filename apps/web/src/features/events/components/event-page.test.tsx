import { screen, within } from '@testing-library/react';
import type { CupEvent, EventGame } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { EventGames } from './event-games';
import { GenerateEventSchedule } from './generate-event-schedule';

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
      dateTo: '2026-05-02',
      pitchIds: null,
      pitchIdsByDate: {},
    },
  ],
  apartClubIds: [],
};

function game(id: string, tournamentId: string, start: number | null, pitch: number | null): EventGame {
  return {
    id,
    version: 1,
    phase: 'main',
    group: null,
    round: 1,
    team1: { id: 'a', name: 'FC Nord' },
    team2: { id: 'b', name: 'FC Süd' },
    date: start === null ? null : '2026-05-01',
    start,
    end: start === null ? null : start + 20,
    pitch,
    status: 'scheduled',
    goals1: 0,
    goals2: 0,
    shootout: null,
    tournamentId,
    pitchName: pitch === null ? null : (event.pitches[pitch - 1]?.name ?? null),
  };
}

describe('GenerateEventSchedule', () => {
  it('asks before discarding results, then generates with confirm and lists the problems per division', async () => {
    const api = fakeApi({
      'POST /api/events/e1/schedule': [
        {
          status: 409,
          body: {
            error: { code: 'REGENERATE_NEEDS_CONFIRMATION', message: '' },
            impact: { running: 1, finished: 2, discardedGameIds: [], replacedScheduled: 5, affectedClubIds: [] },
          },
        },
        ok({
          games: 12,
          unscheduled: 2,
          problems: [{ code: 'NOT_ENOUGH_TIME', tournamentId: 't15', leftOver: 2, gameIds: ['g1', 'g2'] }],
          version: 4,
        }),
      ],
    });
    const { user } = await renderApp(<GenerateEventSchedule event={event} />, { me: aMe() });
    await user.click(screen.getByTestId('generate-event-schedule'));
    const ask = await screen.findByTestId('event-schedule-confirm');
    expect(ask).toHaveTextContent('discards 1 running and 2 finished games');
    await user.click(within(ask).getByRole('button', { name: 'Discard results and generate' }));
    expect(await screen.findByTestId('event-schedule-result')).toHaveTextContent(
      '12 games generated, 2 without a slot.',
    );
    expect(screen.getByTestId('event-schedule-problem')).toHaveTextContent('U15: 2 games did not fit.');
    expect(api.requests.map((r) => r.body)).toEqual([{}, { confirm: true }]);
  });

  it('shows a refusal as a translated error', async () => {
    fakeApi({ 'POST /api/events/e1/schedule': apiError(400, 'EVENT_HAS_NO_DIVISIONS') });
    const { user } = await renderApp(<GenerateEventSchedule event={event} />, { me: aMe() });
    await user.click(screen.getByTestId('generate-event-schedule'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a division to the event first.');
  });
});

describe('EventGames', () => {
  it('lists the games by kick-off and pitch with their division, and the unplaced ones last', async () => {
    await renderApp(
      <EventGames
        event={event}
        games={[game('g1', 't9', 540, 1), game('g2', 't15', 540, 2), game('g3', 't15', null, null)]}
      />,
    );
    const rows = screen.getAllByTestId('event-game');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('09:00–09:20');
    expect(rows[0]).toHaveTextContent('Pitch 1');
    expect(rows[0]).toHaveTextContent('U9');
    expect(rows[1]).toHaveTextContent('Kunstrasen 2');
    expect(rows[1]).toHaveTextContent('U15');
    expect(screen.getByRole('heading', { name: 'Without a slot' })).toBeInTheDocument();
  });
});
