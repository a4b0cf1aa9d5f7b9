import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureTournament } from '../../../test/tournament-fixtures';
import { draftFromTournament } from './setup-draft';
import { TeamsStep } from './teams-step';

const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });
const nord = { id: 'c1', name: 'FC Nord', country: 'DE' };

describe('TeamsStep', () => {
  it('keeps the club when it is picked again, adds its second team, and says so once beside the form, not as a toast', async () => {
    const roundRobin = { ...fixtureTournament, type: 'roundRobin' as const, groups: [], teams: [] };
    const first = { id: 't1', clubId: 'c1', name: 'FC Nord', clubName: 'FC Nord', pot: null };
    const api = fakeApi({
      'GET /api/clubs': ok({ items: [nord], total: 1 }),
      'POST /api/tournaments/t1/teams': ok({
        id: 't2',
        clubId: 'c1',
        name: 'FC Nord II',
        clubName: 'FC Nord',
        pot: null,
      }),
    });
    const { user } = await renderApp(
      <TeamsStep
        tournamentId="t1"
        version={3}
        draft={draftFromTournament(roundRobin)}
        teams={[first]}
        onGroupsChange={() => {}}
        onTeamsChanged={async () => {}}
      />,
      { me: organiser },
    );
    const club = screen.getByTestId('team-club');
    await waitFor(() => expect(club).toBeEnabled());
    await user.click(club);
    await user.click(await screen.findByRole('option', { name: 'FC Nord', hidden: true }));
    // Picked again: still chosen, with the second team's name proposed.
    await user.click(club);
    await user.click(await screen.findByRole('option', { name: 'FC Nord', hidden: true }));
    expect(club).toHaveValue('FC Nord');
    expect(screen.getByTestId('team-name')).toHaveValue('FC Nord II');
    const add = screen.getByRole('button', { name: 'Add team' });
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(screen.getByTestId('teams-said')).toHaveTextContent('FC Nord II was added.'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ clubId: 'c1', name: 'FC Nord II' });
  });

  it('a group stage gives each team a pot, saved at once with the version (decision 443)', async () => {
    const teams = fixtureTournament.teams.slice(0, 4);
    const api = fakeApi({
      'GET /api/clubs': ok({ items: [nord], total: 1 }),
      'PATCH /api/tournaments/t1/teams/A1': ok({ ...fixtureTournament, version: 8 }),
    });
    let reloaded = 0;
    const { user } = await renderApp(
      <TeamsStep
        tournamentId="t1"
        version={7}
        draft={draftFromTournament({ ...fixtureTournament, groups: [] })}
        teams={teams}
        onGroupsChange={() => {}}
        onTeamsChanged={async () => {
          reloaded += 1;
        }}
      />,
      { me: organiser },
    );
    const pot = screen.getByRole('combobox', { name: 'Pot of Team A1' });
    expect(pot).toHaveDisplayValue('No pot');
    await user.selectOptions(pot, '2');
    await waitFor(() => expect(screen.getByTestId('teams-said')).toHaveTextContent('Team A1 is in pot 2.'));
    expect(api.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/tournaments/t1/teams/A1',
      body: { version: 7, pot: 2 },
    });
    expect(reloaded).toBe(1);
  });

  it('a round robin has no pots', async () => {
    fakeApi({ 'GET /api/clubs': ok({ items: [nord], total: 1 }) });
    const roundRobin = { ...fixtureTournament, type: 'roundRobin' as const, groups: [] };
    await renderApp(
      <TeamsStep
        tournamentId="t1"
        version={7}
        draft={draftFromTournament(roundRobin)}
        teams={roundRobin.teams.slice(0, 2)}
        onGroupsChange={() => {}}
        onTeamsChanged={async () => {}}
      />,
      { me: organiser },
    );
    expect(screen.queryByRole('combobox', { name: 'Pot of Team A1' })).not.toBeInTheDocument();
  });
});
