import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureTournament } from '../../../test/tournament-fixtures';
import { SetupWizard } from './setup-wizard';

const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });
const route = { path: '/TournamentSetup/$tournamentId', url: '/TournamentSetup/t1' };

/** Opens the teams and groups step of the fixture's group stage (groups A–D of four, saved). */
async function atGroupsStep() {
  const api = fakeApi({ 'GET /api/clubs': ok({ items: [], total: 0 }) });
  const rendered = await renderApp(<SetupWizard tournament={fixtureTournament} />, { me: organiser, route });
  await rendered.user.click(screen.getByRole('button', { name: 'Next' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByTestId('group-editor');
  return { api, ...rendered };
}

describe('leaving the setup with groups not saved (decision 445)', () => {
  it('asks first; "Stay" keeps the draft, "Leave without saving" goes', async () => {
    const { api, user, router } = await atGroupsStep();
    // Nothing changed: leaving does not ask.
    expect(screen.queryByTestId('groups-unsaved')).not.toBeInTheDocument();

    const groupOfA1 = screen.getByRole('combobox', { name: 'Group of Team A1' });
    await user.selectOptions(groupOfA1, 'B');
    expect(screen.getByTestId('groups-unsaved')).toHaveTextContent('The groups are not saved yet');

    // Not awaited: the navigation waits for the answer to the question.
    act(() => void router!.navigate({ to: '/Tournament' as never }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving the groups?' });
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The draft is still there.
    expect(screen.getByRole('combobox', { name: 'Group of Team A1' })).toHaveDisplayValue('B');
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();

    act(() => void router!.navigate({ to: '/Tournament' as never }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving the groups?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/Tournament');
    // Nothing was saved on the way.
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('does not ask once "Next" has saved the groups', async () => {
    const { api, user, router } = await atGroupsStep();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group of Team A1' }), 'B');
    const moved = fixtureTournament.groups.map((group) => ({
      ...group,
      teamIds:
        group.name === 'A'
          ? group.teamIds.filter((id) => id !== 'A1')
          : group.name === 'B'
            ? [...group.teamIds, 'A1']
            : group.teamIds,
    }));
    api.on(
      'PUT /api/tournaments/t1/groups',
      ok({ ...fixtureTournament, version: fixtureTournament.version + 1, groups: moved }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Dates');
    expect(screen.queryByTestId('groups-unsaved')).not.toBeInTheDocument();
    await act(() => router!.navigate({ to: '/Tournament' as never }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/Tournament');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
