import { screen, within } from '@testing-library/react';
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS, type CupEvent } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { AddDivisionDialog } from './add-division-dialog';

const event: CupEvent = {
  id: 'e1',
  version: 3,
  name: 'Hafenstadt Cup',
  dateFrom: '2031-08-02',
  dateTo: '2031-08-03',
  pitches: [{ id: 'p1', name: 'Pitch 1' }],
  divisions: [],
  apartClubIds: [],
};

const dialog = () => screen.getByRole('dialog');
const input = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('add division dialog', () => {
  it("creates the division on the event's dates with its age class and opens its setup", async () => {
    const api = fakeApi({ 'POST /api/tournaments': { status: 201, body: { id: 't9' } } });
    const { user } = await renderApp(<AddDivisionDialog opened event={event} onClose={() => {}} />, {
      me: aMe({ level: 1 }),
      route: { path: '/Event/$eventId', url: '/Event/e1' },
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Create and set up' }));
    expect(input('Name')).toHaveAccessibleDescription('Required.');
    expect(api.requests).toEqual([]);

    await user.type(input('Name'), 'Hafenstadt U9');
    await user.type(input('Age class'), ' U9 ');
    await user.click(within(dialog()).getByRole('radio', { name: 'Round robin' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create and set up' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/TournamentSetup/t9');
    expect(api.requests[0]?.body).toEqual({
      name: 'Hafenstadt U9',
      type: 'roundRobin',
      dateFrom: '2031-08-02',
      dateTo: '2031-08-03',
      location: null,
      tieBreak: 'FIFA',
      settings: DEFAULT_SCHEDULE_SETTINGS,
      ...DEFAULT_FORMAT,
      eventId: 'e1',
      ageClass: 'U9',
    });
  });

  it("shows the server's refusal", async () => {
    fakeApi({ 'POST /api/tournaments': apiError(400, 'DIVISION_OUTSIDE_EVENT', { dateFrom: 'INVALID_VALUE' }) });
    const { user } = await renderApp(<AddDivisionDialog opened event={event} onClose={() => {}} />, {
      me: aMe({ level: 1 }),
      route: { path: '/Event/$eventId', url: '/Event/e1' },
    });
    await user.type(input('Name'), 'Hafenstadt U9');
    await user.click(within(dialog()).getByRole('button', { name: 'Create and set up' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The division could not be created.');
  });
});
