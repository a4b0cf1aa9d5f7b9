import { fireEvent, screen, within } from '@testing-library/react';
import type { CupEvent } from '@touchline/core';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { NewEventDialog } from './new-event-dialog';

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByLabelText(name, { exact: false, selector: 'input' });
const pitch = (n: number) => within(dialog()).getByRole('textbox', { name: `Pitch ${n}` });
const setDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const created: CupEvent = {
  id: 'e9',
  version: 1,
  name: 'Hafenstadt Cup',
  dateFrom: '2031-08-02',
  dateTo: '2031-08-03',
  pitches: [
    { id: 'p1', name: 'Pitch 1' },
    { id: 'p2', name: 'Kunstrasen 2' },
  ],
  divisions: [],
  apartClubIds: [],
};

async function open(onClose = () => {}) {
  return renderApp(<NewEventDialog opened onClose={onClose} />, {
    me: aMe({ level: 1 }),
    route: { path: '/Tournament' },
  });
}

describe('new event dialog', () => {
  it('checks name, dates and pitch names before sending anything, and keeps at least one pitch', async () => {
    const api = fakeApi();
    const { user } = await open();
    expect(within(dialog()).getByRole('button', { name: 'Remove pitch 1' })).toBeDisabled();

    await user.click(within(dialog()).getByRole('button', { name: 'Add pitch' }));
    expect(pitch(2)).toHaveValue('Pitch 2');
    await user.clear(pitch(2));
    await user.type(pitch(2), ' pitch 1 ');
    setDate('First day', '2031-08-03');
    setDate('Last day', '2031-08-02');
    await user.click(within(dialog()).getByRole('button', { name: 'Create event' }));

    expect(field('Name')).toHaveAccessibleDescription('Required.');
    expect(field('Last day')).toHaveAccessibleDescription('The last day cannot be before the first day.');
    expect(pitch(2)).toHaveAccessibleDescription('Another pitch of this event already has this name.');
    expect(api.requests).toEqual([]);

    setDate('Last day', '2031-09-30');
    await user.click(within(dialog()).getByRole('button', { name: 'Remove pitch 2' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create event' }));
    expect(field('Last day')).toHaveAccessibleDescription('An event lasts at most 31 days.');
    expect(within(dialog()).queryByRole('textbox', { name: 'Pitch 2' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);

    // A new row takes a name no row has: after "Pitch 1" and "Pitch 2" were renamed and removed, not a duplicate.
    await user.clear(pitch(1));
    await user.type(pitch(1), 'Pitch 2');
    await user.click(within(dialog()).getByRole('button', { name: 'Add pitch' }));
    expect(pitch(2)).toHaveValue('Pitch 3');
  });

  it("shows the server's coded refusals: on the pitch it names, and as an alert otherwise", async () => {
    const api = fakeApi({
      'POST /api/events': [
        apiError(400, 'INVALID_EVENT', { 'pitches.1.name': 'PITCH_NAME_TAKEN' }),
        apiError(403, 'FORBIDDEN'),
      ],
    });
    const { user } = await open();
    await user.type(field('Name'), 'Hafenstadt Cup');
    await user.click(within(dialog()).getByRole('button', { name: 'Add pitch' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog()).findByText('Another pitch of this event already has this name.')).toBeVisible();
    expect(pitch(2)).toHaveAccessibleDescription('Another pitch of this event already has this name.');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Create event' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The event could not be created.');
    expect(api.requests).toHaveLength(2);
  });

  it('sends the trimmed event and opens its page', async () => {
    const api = fakeApi({ 'POST /api/events': { status: 201, body: created } });
    const onClose = vi.fn();
    const { user } = await open(onClose);
    await user.type(field('Name'), '  Hafenstadt Cup ');
    setDate('First day', '2031-08-02');
    setDate('Last day', '2031-08-03');
    await user.click(within(dialog()).getByRole('button', { name: 'Add pitch' }));
    await user.clear(pitch(2));
    await user.type(pitch(2), 'Kunstrasen 2 ');
    await user.click(within(dialog()).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/Event/e9');
    expect(onClose).toHaveBeenCalled();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/events',
        body: {
          name: 'Hafenstadt Cup',
          dateFrom: '2031-08-02',
          dateTo: '2031-08-03',
          pitches: [{ name: 'Pitch 1' }, { name: 'Kunstrasen 2' }],
        },
      },
    ]);
  });
});
