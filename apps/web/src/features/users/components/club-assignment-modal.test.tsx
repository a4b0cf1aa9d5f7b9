import { screen, waitFor, within } from '@testing-library/react';
import type { UserSummary } from '@touchline/core';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aClubList, aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ClubAssignmentModal } from './club-assignment-modal';

const cleo: UserSummary = {
  id: 'u-cleo',
  displayName: 'Cleo Club',
  email: 'cleo@club.example',
  level: 3,
  avatarUrl: null,
  clubIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const clubs = aClubList([aClub(), aClub({ id: 'c-sued', name: 'SV Süd' })]);
const dialog = () => screen.getByRole('dialog', { name: 'Clubs of Cleo Club' });

describe('club assignment modal', () => {
  it('saves the picked clubs with the Save button', async () => {
    const api = fakeApi({
      'GET /api/clubs': ok(clubs),
      'PATCH /api/users/u-cleo': ok({ ...cleo, clubIds: ['c-sued'] }),
    });
    const onClose = vi.fn();
    const { user } = await renderApp(<ClubAssignmentModal opened user={cleo} onClose={onClose} />, { me: aMe() });

    const input = within(dialog()).getByRole('combobox', { name: 'Assigned clubs' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'SV Süd', hidden: true }));
    // The list closes after a pick, so it no longer covers Save; a click opens it again.
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'FC Nord', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Clubs of Cleo Club saved.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/users/u-cleo', body: { clubIds: ['c-sued'] } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field code on the clubs, and any other refusal in a titled alert", async () => {
    fakeApi({
      'GET /api/clubs': ok(clubs),
      'PATCH /api/users/u-cleo': [
        apiError(400, 'VALIDATION_FAILED', { 'clubIds.0': 'INVALID_VALUE' }),
        apiError(404, 'NOT_FOUND'),
      ],
    });
    const onClose = vi.fn();
    const { user } = await renderApp(
      <ClubAssignmentModal opened user={{ ...cleo, clubIds: ['c-nord'] }} onClose={onClose} />,
      {
        me: aMe(),
      },
    );

    // Save waits for the clubs list.
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog()).findByText('Invalid value.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error updating clubs for Cleo Club');
    expect(onClose).not.toHaveBeenCalled();
  });
});
