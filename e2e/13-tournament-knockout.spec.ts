import { expect, test } from './fixtures.js';
import {
  bracketGames,
  listGames,
  ok,
  play,
  scheduledTournament,
  type BracketGame,
  type Game,
  type Team,
} from './tournament-api.js';

/** The group game between two teams, and the goals in the order given (whichever side the schedule put them). */
function between(games: Game[], a: string, b: string): { game: Game; flip: boolean } {
  const game = games.find(
    (g) => g.phase === 'group' && [g.team1?.id, g.team2?.id].sort().join() === [a, b].sort().join(),
  );
  if (!game) throw new Error(`no game ${a} v ${b}`);
  return { game, flip: game.team1?.id !== a };
}

test('a tied group is resolved by coin toss, group results are applied, the knockout is played to a shootout final, and a correction re-flows the bracket', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  // Six clubs, a schedule, nine recorded games and three pages: more than the default 30 s on a busy machine.
  test.setTimeout(150_000);
  // Groups A and B of three, the top two of each go through, on two pitches: six group games and three
  // knockout games fit one day.
  const { id, organiser, teams, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Knockout Cup', clubs: 6, groups: { size: 3, advancement: 'topTwo' }, pitches: 2 },
  );
  const [a1, a2, a3, b1, b2, b3] = teams as [Team, Team, Team, Team, Team, Team];

  // Group A: A1 and A2 both beat A3 1:0 and draw 0:0 with each other — level on every criterion.
  // Group B: B1 above B2 above B3.
  const groupGames = await listGames(api, id);
  const results: [Team, Team, number, number][] = [
    [a1, a2, 0, 0],
    [a1, a3, 1, 0],
    [a2, a3, 1, 0],
    [b1, b2, 2, 0],
    [b1, b3, 2, 0],
    [b2, b3, 1, 0],
  ];
  for (const [x, y, gx, gy] of results) {
    const { game, flip } = between(groupGames, x.id, y.id);
    await play(api, game, flip ? gy : gx, flip ? gx : gy);
  }

  // The organiser sees the open tie in group A's table and resolves it by coin toss.
  const page = await pageAs(organiser);
  await page.goto(`/TournamentView/${id}?tab=groups`);
  const groupA = page.getByTestId('standings-group').filter({ hasText: 'Group A' });
  const tie = groupA.getByTestId('unresolved-tie');
  await expect(tie).toContainText(a1.name);
  await expect(tie).toContainText(a2.name);
  await tie.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve the tie' });
  await expect(dialog.getByRole('combobox', { name: 'Method' })).toHaveValue('Coin toss');
  await dialog.getByRole('combobox', { name: 'Winner' }).click();
  await page.getByRole('option', { name: a2.name }).click();
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Tie decision saved.')).toBeVisible();
  await expect(groupA.getByTestId('unresolved-tie')).toHaveCount(0);
  await expect(groupA.getByTestId('tie-resolutions')).toContainText(`Coin toss: ${a2.name} › ${a1.name}`);
  await expect(groupA.getByTestId('tie-resolutions')).toContainText('Decided by Olga Organiser');
  // The decision orders the table: A2 first, the separation says why.
  const rowsA = groupA.getByTestId('standings-row');
  await expect(rowsA.nth(0)).toContainText(a2.name);
  await expect(rowsA.nth(0).getByTestId('separated-by')).toHaveText('tie decision');

  // Apply group results: both groups finished, nothing blocks; the slots fill.
  await page.goto(`/TournamentApplyGroupResults/${id}`);
  await expect(page.getByTestId('check-groupFinished')).toContainText('Finished groups: A, B.');
  await expect(page.getByTestId('check-ties')).toContainText('No ties to resolve.');
  await page.getByTestId('apply-group-results').click();
  await expect(page.getByTestId('apply-done')).toContainText('slots filled from groups A, B.');
  const pairings = page.getByTestId('first-round-pairings');
  await expect(pairings.getByRole('button', { name: a2.name })).toBeVisible();
  await expect(pairings.getByRole('button', { name: b1.name })).toBeVisible();

  // The semi-finals through the API; the winners move on into the final.
  const [semi1, semi2, final] = await bracketGames(api, id);
  expect(final!.round).toBe(2);
  const knockout = await listGames(api, id);
  const game = (bracketGame: BracketGame) => knockout.find((g) => g.id === bracketGame.id)!;
  await play(api, game(semi1!), 1, 0);
  await play(api, game(semi2!), 2, 1);
  let [, , finalNow] = await bracketGames(api, id);
  expect(finalNow!.slot1.teamId).toBe(semi1!.slot1.teamId);
  expect(finalNow!.slot2.teamId).toBe(semi2!.slot1.teamId);

  // A correction before the final starts: semi-final 1's goal was the other team's. The final's slot re-flows.
  const record = await ok<{ events: { id: string; version: number }[] }>(
    await api.get(`/api/games/${semi1!.id}/events`),
  );
  await ok(await api.patch(`/api/games/${semi1!.id}/events/${record.events[0]!.id}`, { data: { team: 2 } }));
  [, , finalNow] = await bracketGames(api, id);
  expect(finalNow!.slot1.teamId).toBe(semi1!.slot2.teamId);

  await page.goto(`/TournamentView/${id}?tab=bracket`);
  const matches = page.getByTestId('bracket').getByTestId('bracket-match');
  await expect(matches.last()).toContainText(semi1!.slot2.team!);
  await expect(matches.last()).not.toContainText(semi1!.slot1.team!);

  // The final: 1:1, decided 4:3 on penalties; the drawing shows the shootout beside the score, live.
  const finalGame = (await listGames(api, id)).find((g) => g.id === final!.id)!;
  await play(api, finalGame, 1, 1, [4, 3]);
  await expect(matches.last().getByTestId('bracket-score').first()).toHaveText('1 (4)');
  await expect(matches.last().getByTestId('bracket-score').last()).toHaveText('1 (3)');
  const [, , decided] = await bracketGames(api, id);
  expect(decided!.winnerTeamId).toBe(semi1!.slot2.teamId);
  await api.dispose();
});
