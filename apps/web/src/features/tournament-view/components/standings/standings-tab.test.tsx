import { screen, within } from '@testing-library/react';
import type { Standings } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureStandingsRow, fixtureTournament } from '../../../../test/tournament-fixtures';
import type { StandingsRow } from '../../api/standings';
import { StandingsTab } from './standings-tab';

const tournament = { ...fixtureTournament, groups: fixtureTournament.groups.slice(0, 1) };

const row = (
  teamId: string,
  position: number,
  points: number,
  fairPlay: number,
  separatedBy: StandingsRow['separatedBy'],
) => fixtureStandingsRow(teamId, { position, played: 3, goalsFor: 4, goalsAgainst: 4, points, fairPlay, separatedBy });

const standings = {
  tieBreak: 'FIFA',
  version: 9,
  wildcards: null,
  places: null,
  groups: [
    {
      name: 'A',
      rows: [
        row('A1', 1, 6, 0, 'points'),
        row('A2', 2, 4, 2, 'fairPlay'),
        row('A3', 3, 4, 5, null),
        row('A4', 3, 4, 5, null),
      ],
      unresolvedTies: [['A3', 'A4']],
    },
  ],
  resolutions: [],
} as Standings;

const finished: Game[] = [fixtureGame('g1', { status: 'finished' })];

describe('StandingsTab', () => {
  it('labels the criterion that separated each pair of neighbours and offers organisers to resolve an open tie', async () => {
    fakeApi({ 'GET /api/tournaments/t1/standings': ok(standings) });
    const { user } = await renderApp(<StandingsTab tournament={tournament} games={finished} />, {
      me: aMe({ level: 2 }),
    });
    const table = await screen.findByRole('table', { name: 'Standings, group A' });
    const rows = within(table).getAllByTestId('standings-row');
    expect(within(rows[1]!).getByTestId('separated-by')).toHaveTextContent('fair play');
    expect(within(rows[1]!).getByLabelText('Ahead of Team A3 on fair play.')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('separated-by')).toHaveTextContent('points');
    // Teams still level carry no criterion and share their place.
    expect(within(rows[2]!).queryByTestId('separated-by')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('3=')).toBeInTheDocument();

    const tie = screen.getByTestId('unresolved-tie');
    expect(tie).toHaveTextContent('Team A3, Team A4');
    await user.click(within(tie).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('dialog', { name: 'Resolve the tie' })).toBeInTheDocument();
  });

  it('shows the tie but no Resolve action to a level-3 user', async () => {
    fakeApi({ 'GET /api/tournaments/t1/standings': ok(standings) });
    await renderApp(<StandingsTab tournament={tournament} games={finished} />, { me: aMe({ level: 3 }) });
    const tie = await screen.findByTestId('unresolved-tie');
    expect(within(tie).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('marks the teams of a running game, whose points count the current score, in words', async () => {
    fakeApi({ 'GET /api/tournaments/t1/standings': ok(standings) });
    const games = [...finished, fixtureGame('g2', { status: 'running', team1: { id: 'A3', name: 'Team A3' } })];
    await renderApp(<StandingsTab tournament={tournament} games={games} />, { me: aMe({ level: 5 }) });
    const table = await screen.findByRole('table', { name: 'Standings, group A' });
    const rows = within(table).getAllByTestId('standings-row');
    const marked = rows.map((r) => within(r).queryByTestId('playing-now') !== null);
    expect(marked).toEqual([false, true, true, false]);
    expect(within(rows[1]!).getByTestId('playing-now')).toHaveTextContent('Live');
    expect(
      within(rows[1]!).getByLabelText('Playing now: the current score counts until the game is finished.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/from the finished games and the current score of running games/)).toBeInTheDocument();
  });
});
