import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureGame, fixtureTournament } from '../../../test/tournament-fixtures';
import { GeneratePanel } from './generate-panel';

const organiser = aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 });
const tournament = { ...fixtureTournament, gameCount: 3 };
const games = (running: boolean) => ({
  items: [
    fixtureGame('g1', running ? { status: 'running', period: 'firstHalf' } : {}),
    fixtureGame('g2'),
    fixtureGame('g3'),
  ],
  total: 3,
});
const impact = {
  running: 1,
  finished: 0,
  affectedClubIds: ['club-A1'],
  discardedGameIds: ['g1'],
  replacedScheduled: 2,
};

describe('generating the schedule again', () => {
  it("names the running game's lost result in the first and only dialog, with the line-ups that break", async () => {
    const api = fakeApi({
      'GET /api/tournaments/t1/games': ok(games(true)),
      'GET /api/clubs': ok({ items: [{ id: 'club-A1', name: 'Club A1' }], total: 1 }),
      'POST /api/tournaments/t1/schedule': [
        {
          status: 409,
          body: { error: { code: 'REGENERATE_NEEDS_CONFIRMATION', message: 'confirm' }, impact },
        },
        ok({ games: 3, unscheduled: 0, problems: [] }),
      ],
    });
    const { user } = await renderApp(<GeneratePanel tournament={tournament} disabled={false} />, { me: organiser });
    // Named before any tap, then the first tap asks the server what would be lost.
    expect(await screen.findByTestId('started-note')).toHaveTextContent(
      '1 of them has started or finished: generating again discards its result.',
    );
    await user.click(screen.getByTestId('generate-schedule'));

    const dialog = await screen.findByTestId('regenerate-confirm');
    expect(dialog).toHaveTextContent('The 3 existing games will be replaced by a new schedule.');
    expect(dialog).toHaveTextContent('the results of 1 running game and 0 finished games will be discarded');
    expect(await within(dialog).findByText('Club A1')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Discard results and generate' }));
    await screen.findByTestId('generate-result');
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{}, { confirm: true }]);
  });

  it('asks before replacing games none of which has started, and sends nothing on Cancel', async () => {
    const api = fakeApi({ 'GET /api/tournaments/t1/games': ok(games(false)) });
    const { user } = await renderApp(<GeneratePanel tournament={tournament} disabled={false} />, { me: organiser });
    await waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('/games'))).toHaveLength(1));
    expect(screen.queryByTestId('started-note')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('generate-schedule'));
    const dialog = await screen.findByTestId('regenerate-confirm');
    expect(dialog).toHaveTextContent('The 3 existing games will be replaced by a new schedule.');
    expect(dialog).not.toHaveTextContent('discarded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
