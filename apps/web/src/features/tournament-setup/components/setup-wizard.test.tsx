import { screen, within } from '@testing-library/react';
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import type { Tournament, TournamentTeam } from '../../../entities/tournament/tournament-types';
import { GroupEditor } from './group-editor';
import type { GroupDraft } from './setup-draft';
import { SetupWizard } from './setup-wizard';

/** An organiser: level 1 may set up tournaments. */
const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });

const tournament: Tournament = {
  id: 't1',
  version: 3,
  name: 'Summer Cup',
  title: null,
  location: 'Hamburg',
  type: 'roundRobin',
  dateFrom: '2026-07-11',
  dateTo: '2026-07-11',
  tieBreak: 'FIFA',
  settings: DEFAULT_SCHEDULE_SETTINGS,
  ...DEFAULT_FORMAT,
  teams: [],
  groups: [],
  gameCount: 0,
};

const route = { path: '/TournamentSetup/$tournamentId', url: '/TournamentSetup/t1' };

describe('guided setup', () => {
  it('refuses to continue from an incomplete step with the product message, and saves once it is complete', async () => {
    const api = fakeApi({ 'PATCH /api/tournaments/t1': ok({ ...tournament, version: 4, name: 'Winter Cup' }) });
    const { user } = await renderApp(<SetupWizard tournament={tournament} />, { me: organiser, route });

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByTestId('step-incomplete')).toHaveTextContent(
      'Please complete the current step before continuing.',
    );
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    await user.type(name, 'Winter Cup');
    expect(screen.queryByTestId('step-incomplete')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Playing day')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/tournaments/t1',
      body: { version: 3, name: 'Winter Cup' },
    });
  });

  it('updates the workload estimate as the settings change and says what is wrong as you type', async () => {
    fakeApi();
    const { user } = await renderApp(<SetupWizard tournament={tournament} />, { me: organiser, route });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const workload = await screen.findByTestId('workload');
    expect(within(workload).getByText('At least two teams are needed for the workload estimate.')).toBeInTheDocument();

    const teams = within(workload).getByRole('textbox', { name: 'Teams' });
    await user.clear(teams);
    await user.type(teams, '8');
    // Round robin: 8 teams play 28 games of 20 minutes.
    expect(within(workload).getByTestId('workload-games')).toHaveTextContent('28');
    expect(within(workload).getByTestId('workload-minutes')).toHaveTextContent('9:20 h');

    const gameTime = screen.getByRole('textbox', { name: /^Game time/ });
    await user.clear(gameTime);
    await user.type(gameTime, '30');
    expect(within(workload).getByTestId('workload-minutes')).toHaveTextContent('14:00 h');

    const maxPlaytime = screen.getByRole('textbox', { name: /^Max daily playtime/ });
    await user.clear(maxPlaytime);
    await user.type(maxPlaytime, '25');
    expect(screen.getByText('Max daily playtime must be greater than game time.')).toBeInTheDocument();
    expect(within(workload).getByTestId('workload-unavailable')).toHaveTextContent(
      'Correct the settings above to see the estimate.',
    );

    const breakEnd = screen.getByLabelText('Break until');
    await user.clear(breakEnd);
    expect(screen.getByText('The break needs a start and an end.')).toBeInTheDocument();
  });
});

const teams: TournamentTeam[] = [
  { id: 'a', clubId: 'c1', name: 'FC Nord', clubName: null, pot: null },
  { id: 'b', clubId: 'c2', name: 'SV Süd', clubName: null, pot: null },
];

function Editor({ initial }: { initial: GroupDraft[] }) {
  const [groups, setGroups] = useState(initial);
  return <GroupEditor tournamentId="t1" groups={groups} teams={teams} onChange={setGroups} />;
}

describe('group editor', () => {
  const groups: GroupDraft[] = [
    { key: 'g1', name: 'Group A', advancement: 'topTwo', teamIds: ['a', 'b'] },
    { key: 'g2', name: 'Group B', advancement: 'first', teamIds: [] },
  ];

  it('refuses an empty group name as you type', async () => {
    const { user } = await renderApp(<Editor initial={groups} />);
    const [first] = screen.getAllByRole('textbox', { name: /^Group name/ });
    await user.clear(first!);
    expect(screen.getByText('The group name may not be empty.')).toBeInTheDocument();
    await user.type(first!, 'Group X');
    expect(screen.queryByText('The group name may not be empty.')).not.toBeInTheDocument();
  });

  it('asks before deleting a group, and keeps it when cancelled', async () => {
    const { user } = await renderApp(<Editor initial={groups} />);
    expect(screen.getAllByTestId('group-card')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Group A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group?' });
    expect(dialog).toHaveTextContent('Group A will be deleted; its 2 teams will be in no group.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('group-card')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Group A' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }));
    expect(screen.getAllByTestId('group-card')).toHaveLength(1);
    expect(screen.queryByDisplayValue('Group A')).not.toBeInTheDocument();
  });
});
