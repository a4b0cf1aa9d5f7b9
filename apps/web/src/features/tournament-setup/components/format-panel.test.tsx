import { screen, within } from '@testing-library/react';
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import type { Tournament } from '../../../entities/tournament/tournament-types';
import { FormatPanel } from './format-panel';

const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });
const ids = (group: string) => [1, 2, 3, 4].map((n) => `${group}${n}`);

/** 4 groups of 4 over two days. */
const tournament: Tournament = {
  id: 't1',
  version: 7,
  name: 'Whitsun Cup',
  title: null,
  location: null,
  type: 'groupStage',
  dateFrom: '2031-06-07',
  dateTo: '2031-06-08',
  tieBreak: 'FIFA',
  settings: DEFAULT_SCHEDULE_SETTINGS,
  ...DEFAULT_FORMAT,
  teams: ['A', 'B', 'C', 'D'].flatMap((g) =>
    ids(g).map((id) => ({ id, clubId: null, name: id, clubName: null, pot: null })),
  ),
  groups: ['A', 'B', 'C', 'D'].map((name) => ({ name, advancement: 'topTwo' as const, teamIds: ids(name) })),
  gameCount: 0,
};

const route = { path: '/TournamentSetup/$tournamentId', url: '/TournamentSetup/t1' };

describe('FormatPanel', () => {
  it('previews the structure as the format changes, and saves it with the version read', async () => {
    const api = fakeApi({ 'PATCH /api/tournaments/t1': ok({ ...tournament, version: 8 }) });
    let saved: Tournament | null = null;
    const { user } = await renderApp(
      <FormatPanel
        tournament={tournament}
        onSaved={(t) => {
          saved = t;
        }}
      />,
      { me: organiser, route },
    );
    const preview = screen.getByTestId('format-preview');
    // Top two of four groups: 24 group games and a knockout of 8 (7 games); everyone plays 3 at least.
    expect(preview).toHaveTextContent('31 games in all: 24 in the groups, 7 in the knockout');
    expect(preview).toHaveTextContent('Every team plays at least 3 games');
    expect(preview).toHaveTextContent('About 16 games per day over 2 days');

    await user.click(screen.getByText('A and B play-offs (cup and plate)'));
    const placement = screen.getAllByRole('checkbox', { name: 'Placement games: every place is played for' });
    await user.click(placement[0]!);
    await user.click(placement[1]!);
    // Every place played for: 24 + 12 + 12 games, every team plays 6.
    expect(preview).toHaveTextContent('48 games in all: 24 in the groups, 24 in the knockout');
    expect(preview).toHaveTextContent('Every team plays at least 6 games');
    expect(preview).toHaveTextContent('Play-off A: 8 teams, 12 games');
    expect(preview).toHaveTextContent('Play-off B: 8 teams, 12 games');

    await user.click(screen.getByRole('button', { name: 'Save format' }));
    expect(await screen.findByText('Format saved.')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/tournaments/t1',
      body: {
        version: 7,
        wildcards: null,
        thirdPlaceGame: false,
        placementGames: false,
        playoffs: [
          { places: [1, 2], thirdPlaceGame: false, placementGames: true },
          { places: [3, 4], thirdPlaceGame: false, placementGames: true },
        ],
        legs: 1,
      },
    });
    expect(saved).toMatchObject({ version: 8 });
  });

  it('says why a format does not fit the groups: more best thirds than groups', async () => {
    fakeApi();
    const { user } = await renderApp(<FormatPanel tournament={tournament} onSaved={() => undefined} />, {
      me: organiser,
      route,
    });
    await user.click(screen.getByRole('checkbox', { name: /Best teams of one place/ }));
    const count = screen.getByRole('textbox', { name: 'How many go through' });
    await user.clear(count);
    await user.type(count, '5');
    const preview = screen.getByTestId('format-preview');
    expect(within(preview).getByText(/This format does not fit the groups/)).toHaveTextContent(
      'More best teams than groups that have a team in that place.',
    );
  });
});
