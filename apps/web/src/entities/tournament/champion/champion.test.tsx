import { screen, within } from '@testing-library/react';
import type { BracketBody, Standings } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../tournament-types';
import { fakeApi, ok } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { fixtureGame, fixtureStandingsRow } from '../../../test/tournament-fixtures';
import { finalResult } from './champion';
import { ChampionBanner } from './champion-banner';

const ko = (id: string, round: number, overrides: Partial<Game> = {}) =>
  fixtureGame(id, { phase: 'knockout', group: null, round, ...overrides });
const semis = [
  ko('s1', 1, { status: 'finished', goals1: 2, goals2: 0 }),
  ko('s2', 1, { status: 'finished', goals1: 1, goals2: 0 }),
];
const final = (overrides: Partial<Game>) =>
  ko('f', 2, { team1: { id: 'A1', name: 'SC Eichenhain' }, team2: { id: 'B1', name: 'FC Nordhafen' }, ...overrides });

describe('finalResult', () => {
  it('names the winner of the finished final, a shootout deciding a draw', () => {
    expect(finalResult([...semis, final({ status: 'finished', goals1: 2, goals2: 1 })])).toMatchObject({
      champion: { name: 'SC Eichenhain' },
      runnerUp: { name: 'FC Nordhafen' },
    });
    const shootout = final({ status: 'finished', goals1: 1, goals2: 1, shootout: { goals1: 3, goals2: 4 } });
    expect(finalResult([...semis, shootout])?.champion.name).toBe('FC Nordhafen');
  });

  it('names nobody while the final is open or running, or without a knockout', () => {
    expect(finalResult([...semis, final({ status: 'scheduled' })])).toBeNull();
    expect(finalResult([...semis, final({ status: 'running', goals1: 3 })])).toBeNull();
    expect(finalResult([fixtureGame('g1', { status: 'finished', goals1: 1 })])).toBeNull();
  });
});

const cup = { id: 't1', type: 'groupStage' as const, title: null };
const places: BracketBody['places'] = [
  { place: 1, teamId: 'A1', team: 'SC Eichenhain', shared: false },
  { place: 2, teamId: 'B1', team: 'FC Nordhafen', shared: false },
  { place: 3, teamId: 'A2', team: 'TSV Weiden', shared: true },
  { place: 3, teamId: 'B2', team: 'SV Ostend', shared: true },
];
const bracketWith = (list: BracketBody['places']): BracketBody => ({
  size: 4,
  rounds: 2,
  games: [],
  playoffs: [{ size: 4, rounds: 2, entrants: 4, offset: 0 }],
  swaps: 0,
  version: 9,
  places: list,
});

describe('ChampionBanner (decision 428)', () => {
  it('shows the champion, the final, the runner-up and every decided place once the final is decided', async () => {
    fakeApi({ 'GET /api/tournaments/t1/bracket': ok(bracketWith(places)) });
    await renderApp(
      <ChampionBanner tournament={cup} games={[...semis, final({ status: 'finished', goals1: 2, goals2: 1 })]} />,
    );
    const banner = screen.getByTestId('champion');
    expect(banner).toHaveTextContent('Champion: SC Eichenhain');
    expect(banner).toHaveTextContent('Final SC Eichenhain – FC Nordhafen 2:1');
    expect(banner).toHaveTextContent('Runner-up: FC Nordhafen');
    const list = await screen.findByRole('list', { name: 'Final standings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. SC Eichenhain', '2. FC Nordhafen', '3. TSV Weiden (shared)', '3. SV Ostend (shared)']);
  });

  it("names the champion under the setup's Title", async () => {
    fakeApi({ 'GET /api/tournaments/t1/bracket': ok(bracketWith(places)) });
    await renderApp(
      <ChampionBanner
        tournament={{ ...cup, title: 'Sommerpokal-Sieger' }}
        games={[...semis, final({ status: 'finished', goals1: 2, goals2: 1 })]}
      />,
    );
    expect(screen.getByTestId('champion')).toHaveTextContent('Sommerpokal-Sieger: SC Eichenhain');
  });

  it('a finished round robin: the table is the final standings, its sole first the champion', async () => {
    const table: Standings = {
      tieBreak: 'FIFA',
      version: 3,
      resolutions: [],
      wildcards: null,
      places: null,
      groups: [
        {
          name: '',
          rows: [
            { ...fixtureStandingsRow('a', { position: 1 }), team: 'SC Eichenhain' },
            { ...fixtureStandingsRow('b', { position: 2 }), team: 'FC Nordhafen' },
            { ...fixtureStandingsRow('c', { position: 3 }), team: 'TSV Weiden' },
          ],
          unresolvedTies: [],
        },
      ],
    };
    fakeApi({ 'GET /api/tournaments/t1/standings': ok(table) });
    const played = ['g1', 'g2', 'g3'].map((id) => fixtureGame(id, { phase: 'main', group: null, status: 'finished' }));
    await renderApp(<ChampionBanner tournament={{ ...cup, type: 'roundRobin' }} games={played} />);
    expect(await screen.findByText('Champion: SC Eichenhain')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Final standings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows nothing before the final is decided, nor while a round robin game is open', async () => {
    await renderApp(<ChampionBanner tournament={cup} games={[...semis, final({ status: 'scheduled' })]} />);
    expect(screen.queryByTestId('champion')).toBeNull();
    const open = [
      fixtureGame('g1', { phase: 'main', group: null, status: 'finished' }),
      fixtureGame('g2', { phase: 'main', group: null }),
    ];
    await renderApp(<ChampionBanner tournament={{ ...cup, type: 'roundRobin' }} games={open} />);
    expect(screen.queryByTestId('champion')).toBeNull();
  });
});
