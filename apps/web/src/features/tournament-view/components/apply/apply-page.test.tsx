import { screen, within } from '@testing-library/react';
import type { BracketBody, Standings } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureStandingsRow, fixtureTournament } from '../../../../test/tournament-fixtures';
import { ApplyGroupResultsView } from './apply-page';

const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });
const route = { path: '/TournamentApplyGroupResults/$tournamentId', url: '/TournamentApplyGroupResults/t1' };

/** Every pairing of group A, finished or still to play. */
function groupA(status: Game['status']): Game[] {
  const ids = ['A1', 'A2', 'A3', 'A4'];
  return ids.flatMap((a, i) =>
    ids.slice(i + 1).map((b) =>
      fixtureGame(`${a}-${b}`, {
        team1: { id: a, name: `Team ${a}` },
        team2: { id: b, name: `Team ${b}` },
        status,
        goals1: 1,
        goals2: 1,
      }),
    ),
  );
}

const knockout = fixtureGame('ko1', { phase: 'knockout', group: null, round: 1, team1: null, team2: null });

/** Every team drew its three games 1:1. */
const row = (teamId: string, position: number) =>
  fixtureStandingsRow(teamId, { position, played: 3, drawn: 3, goalsFor: 3, goalsAgainst: 3, points: 3 });

const standings = (unresolvedTies: string[][]): Standings => ({
  tieBreak: 'FIFA',
  version: 5,
  resolutions: [],
  wildcards: null,
  places: null,
  groups: [{ name: 'A', rows: ['A1', 'A2', 'A3', 'A4'].map((id) => row(id, 1)), unresolvedTies }],
});

const bracket: BracketBody = {
  size: 2,
  rounds: 1,
  playoffs: [{ size: 2, rounds: 1, entrants: 2, offset: 0 }],
  swaps: 0,
  version: 5,
  games: [
    {
      id: 'ko1',
      round: 1,
      index: 0,
      slot1: { teamId: 'A1', team: 'Team A1', group: 'A', source: { kind: 'group', group: 'A', position: 1 } },
      slot2: { teamId: 'B2', team: 'Team B2', group: 'B', source: { kind: 'group', group: 'B', position: 2 } },
      status: 'scheduled',
      goals1: 0,
      goals2: 0,
      shootout: null,
      winnerTeamId: null,
      next: null,
      loserNext: null,
      playoff: 0,
      place: 1,
    },
  ],
};

describe('ApplyGroupResultsView', () => {
  it("lists the preconditions in the spec's words and offers no apply while none holds", async () => {
    fakeApi({ 'GET /api/tournaments/t1/standings': ok(standings([])) });
    await renderApp(<ApplyGroupResultsView tournament={fixtureTournament} games={groupA('scheduled')} />, {
      me: organiser,
      route,
    });
    const checklist = await screen.findByTestId('apply-checklist');
    expect(within(checklist).getByText('No group has finished all matches yet.')).toBeInTheDocument();
    expect(within(checklist).getByText('There is no knockout bracket to update.')).toBeInTheDocument();
    expect(within(checklist).getByText('The tournament has a group stage.')).toBeInTheDocument();
    expect(screen.getByTestId('check-groupFinished')).toHaveAttribute('data-state', 'blocked');
    expect(screen.getByRole('button', { name: 'Apply group results' })).toBeDisabled();
  });

  it('names the ties to resolve in a finished group and offers to resolve them', async () => {
    fakeApi({
      'GET /api/tournaments/t1/standings': ok(standings([['A1', 'A2', 'A3', 'A4']])),
      'GET /api/tournaments/t1/bracket': ok(bracket),
    });
    await renderApp(
      <ApplyGroupResultsView tournament={fixtureTournament} games={[...groupA('finished'), knockout]} />,
      {
        me: organiser,
        route,
      },
    );
    const checklist = await screen.findByTestId('apply-checklist');
    expect(within(checklist).getByText('Finished groups: A.')).toBeInTheDocument();
    expect(within(checklist).getByText('A knockout bracket with games exists.')).toBeInTheDocument();
    expect(await within(checklist).findByText('Group A: Team A1, Team A2, Team A3, Team A4')).toBeInTheDocument();
    expect(within(checklist).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply group results' })).toBeDisabled();
    // The first-round pairings come from the server's bracket.
    const pairings = await screen.findByTestId('first-round-pairings');
    expect(within(pairings).getByRole('button', { name: 'Team A1' })).toBeInTheDocument();
  });

  it('a tie that decides neither a place that goes through nor a seed does not block (decision 427)', async () => {
    // Group A's winner alone goes into the bracket; A3 and A4 are level for 3rd.
    const thirdPlaceTie: Standings = {
      ...standings([['A3', 'A4']]),
      groups: [
        { name: 'A', rows: [row('A1', 1), row('A2', 2), row('A3', 3), row('A4', 3)], unresolvedTies: [['A3', 'A4']] },
      ],
    };
    fakeApi({
      'GET /api/tournaments/t1/standings': ok(thirdPlaceTie),
      'GET /api/tournaments/t1/bracket': ok(bracket),
    });
    await renderApp(
      <ApplyGroupResultsView tournament={fixtureTournament} games={[...groupA('finished'), knockout]} />,
      { me: organiser, route },
    );
    expect(await screen.findByText('No ties to resolve.')).toBeInTheDocument();
    expect(screen.getByTestId('check-ties')).toHaveAttribute('data-state', 'ok');
    expect(screen.queryByText('Group A: Team A3, Team A4')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply group results' })).toBeEnabled();
  });

  it('applies once nothing blocks and says what changed', async () => {
    const api = fakeApi({
      'GET /api/tournaments/t1/standings': ok(standings([])),
      'GET /api/tournaments/t1/bracket': ok(bracket),
      'POST /api/tournaments/t1/apply-group-results': ok({
        bracket,
        filledGroups: ['A'],
        openGroups: ['B', 'C'],
        wildcards: null,
        changes: 2,
        warnings: [],
      }),
    });
    const { user } = await renderApp(
      <ApplyGroupResultsView tournament={fixtureTournament} games={[...groupA('finished'), knockout]} />,
      { me: organiser, route },
    );
    await screen.findByText('No ties to resolve.');
    await user.click(screen.getByRole('button', { name: 'Apply group results' }));
    const done = await screen.findByTestId('apply-done');
    expect(within(done).getByText('2 slots filled from groups A.')).toBeInTheDocument();
    expect(within(done).getByText('Still playing: groups B, C.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ version: 5 });
  });

  it('asks for the wildcard selection when runners-up are level and applies with the order chosen', async () => {
    const api = fakeApi({
      'GET /api/tournaments/t1/standings': ok(standings([])),
      'GET /api/tournaments/t1/bracket': ok(bracket),
      'POST /api/tournaments/t1/apply-group-results': [
        {
          status: 409,
          body: { error: { code: 'WILDCARD_SELECTION_NEEDED', message: 'x' }, wildcardTies: [['B2', 'C2']] },
        },
        ok({ bracket, filledGroups: ['A'], openGroups: [], wildcards: ['C2'], changes: 1, warnings: [] }),
      ],
    });
    const wildcardTournament = {
      ...fixtureTournament,
      groups: fixtureTournament.groups.map((g) => ({ ...g, advancement: 'bestRunnerUp' as const })),
    };
    const { user } = await renderApp(
      <ApplyGroupResultsView tournament={wildcardTournament} games={[...groupA('finished'), knockout]} />,
      { me: organiser, route },
    );
    await screen.findByText('No ties to resolve.');
    expect(screen.getByTestId('check-wildcards')).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Apply group results' }));

    const selection = await screen.findByTestId('wildcard-selection');
    expect(screen.getByTestId('check-wildcards')).toHaveAttribute('data-state', 'blocked');
    await user.click(within(selection).getByRole('button', { name: 'Apply with this selection' }));
    expect(within(selection).getByText('Please put every team in a place.')).toBeInTheDocument();
    await user.click(within(selection).getByRole('combobox', { name: 'Place 1' }));
    await user.click(await screen.findByRole('option', { name: 'Team C2', hidden: true }));
    await user.click(within(selection).getByRole('button', { name: 'Apply with this selection' }));

    expect(await screen.findByTestId('apply-done')).toHaveTextContent('1 slot filled from groups A.');
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { version: 5 },
      { version: 5, wildcardSelection: { teamIds: ['B2', 'C2'], order: ['C2', 'B2'] } },
    ]);
  });

  it('swaps two first-round entrants, warns of a same-group rematch, and clears the swaps', async () => {
    const swapped = { ...bracket, swaps: 1 };
    const api = fakeApi({
      'GET /api/tournaments/t1/standings': ok(standings([])),
      'GET /api/tournaments/t1/bracket': [ok(bracket), ok(swapped)],
      'POST /api/tournaments/t1/bracket/swaps': ok({
        bracket: swapped,
        warnings: [{ code: 'SAME_GROUP_REMATCH', gameId: 'ko1', group: 'A' }],
      }),
      'DELETE /api/tournaments/t1/bracket/swaps?version=5': ok({ bracket, warnings: [] }),
    });
    const { user } = await renderApp(
      <ApplyGroupResultsView tournament={fixtureTournament} games={[...groupA('finished'), knockout]} />,
      { me: organiser, route },
    );
    const pairings = await screen.findByTestId('first-round-pairings');
    await user.click(within(pairings).getByRole('button', { name: 'Team A1' }));
    expect(within(pairings).getByRole('button', { name: 'Team A1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(pairings).getByRole('button', { name: 'Team B2' }));

    expect(await screen.findByText('Swap saved.')).toBeInTheDocument();
    expect(
      within(pairings).getByText('Match 1 now pairs two teams of group A, who already met in the group.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      version: 5,
      a: { gameId: 'ko1', slot: 1 },
      b: { gameId: 'ko1', slot: 2 },
    });

    await user.click(await within(pairings).findByRole('button', { name: 'Clear the swap' }));
    expect(await screen.findByText('Swaps cleared.')).toBeInTheDocument();
  });
});
