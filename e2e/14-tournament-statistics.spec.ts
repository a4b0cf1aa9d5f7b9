import { request, type Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, uniqueWord } from './support.js';
import {
  finishGame,
  listGames,
  ok,
  playEvents,
  recordEvent,
  scheduledTournament,
  startGame,
  type Game,
  type Team,
} from './tournament-api.js';

/** The cells of a row as a reader sees them (innerText: the phone labels are hidden on a wide screen). */
async function expectCells(row: Locator, cells: (string | RegExp)[]) {
  for (const [index, text] of cells.entries()) {
    await expect(row.getByRole('cell').nth(index)).toHaveText(text, { useInnerText: true });
  }
}

test("recorded goals and cards feed the leaderboard, the game statistics and the player card's tournaments live; the metrics name nobody and hide small groups", async ({
  createUser,
  createClub,
  createPlayer,
  adminApi,
  pageAs,
}) => {
  // Four clubs, nine players, ratings, three games and three pages: more than the default on a busy machine.
  test.setTimeout(150_000);
  const word = uniqueWord();
  const fan = await createUser({ name: 'Pia Parent' });
  const clubs = [];
  for (let i = 1; i <= 4; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
  const [c1, c2, c3, c4] = clubs as [(typeof clubs)[0], (typeof clubs)[0], (typeof clubs)[0], (typeof clubs)[0]];
  // The coach of club 1 (level 3) may open the cards of its players.
  const coach = await createUser({ name: 'Carl Coach', level: 3, clubIds: [c1.id] });

  // The scorer and the booked player carry personal details that must never reach the leaderboard.
  const personal = { nationality: 'NO', birthday: '2011-03-14', height: 187 };
  const lena = await createPlayer({
    firstName: 'Lena',
    lastName: `Tor${word}`,
    position: 'CS',
    clubId: c1.id,
    backNumberDefault: 9,
    ...personal,
  });
  const mia = await createPlayer({
    firstName: 'Mia',
    lastName: `Karte${word}`,
    position: 'CB',
    clubId: c3.id,
    backNumberDefault: 4,
    ...personal,
  });
  // Metrics: five centre backs (Mia and four more) rated for speed 6…10, four goalkeepers rated 10, each at a game
  // of their club's team once the tournament is scheduled (only ratings made at its games count, decision 340).
  const centreBacks = [{ player: mia, club: c3 }];
  for (const [index, club] of [c1, c2, c3, c4].entries()) {
    centreBacks.push({
      player: await createPlayer({ firstName: 'Cb', lastName: `Back${index}${word}`, position: 'CB', clubId: club.id }),
      club,
    });
  }
  const keepers = [];
  for (const [index, club] of [c1, c2, c3, c4].entries()) {
    keepers.push({
      player: await createPlayer({
        firstName: 'Gk',
        lastName: `Keeper${index}${word}`,
        position: 'GK',
        clubId: club.id,
      }),
      club,
    });
  }
  // A rating at no game: it must not count (it would pull the centre backs' speed away from 8.0).
  await ok(
    await adminApi.post(`/api/players/${mia.id}/ratings`, { data: { scores: { speed: 1 }, globalRating: 1 } }),
    201,
  );

  // The tournament: group A = clubs 1 and 2, group B = clubs 3 and 4, winners to the final; two groups of two
  // on two pitches, then the final: three games, two phases.
  const { id, name, teams, games, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Stats Cup', clubs, groups: { size: 2, advancement: 'first' }, pitches: 2, word },
  );
  const [t1, , t3] = teams as [Team, Team, Team, Team];
  const groupGame = (team: Team): Game =>
    games.find((g) => g.phase === 'group' && [g.team1?.id, g.team2?.id].includes(team.id))!;
  const side = (game: Game, team: Team): 1 | 2 => (game.team1?.id === team.id ? 1 : 2);
  const teamOf = (club: { id: string }) => teams[[c1, c2, c3, c4].findIndex((c) => c.id === club.id)]!;
  for (const [index, { player, club }] of centreBacks.entries()) {
    const gameId = groupGame(teamOf(club)).id;
    await ok(
      await adminApi.post(`/api/players/${player.id}/ratings`, {
        data: { scores: { speed: 6 + index }, globalRating: 6 + index, gameId },
      }),
      201,
    );
  }
  for (const { player, club } of keepers) {
    const gameId = groupGame(teamOf(club)).id;
    await ok(
      await adminApi.post(`/api/players/${player.id}/ratings`, {
        data: { scores: { speed: 10 }, globalRating: 10, gameId },
      }),
      201,
    );
  }
  // Until the tournament is over, the metrics are not released: everyone gets the same coded state.
  const fanApi = await request.newContext({ baseURL: APP_ORIGIN, storageState: fan.storageState });
  expect(await ok<{ state: string }>(await fanApi.get(`/api/tournaments/${id}/metrics`))).toEqual({
    state: 'pending',
    minGroupSize: 5,
    averageStep: 0.5,
  });

  // The coach watches Lena's card: nothing recorded yet.
  const card = await pageAs(coach);
  await card.goto(`/player/${lena.id}`);
  const section = card.getByRole('region', { name: 'Tournaments' });
  await expect(section).toContainText('No goals or cards recorded in tournaments yet.');

  // Group A, recorded event by event: each goal or card of Lena reaches the open card within 2 s, no reload.
  const gameA = groupGame(t1);
  const lenaSide = side(gameA, t1);
  await startGame(api, gameA);
  await recordEvent(api, gameA.id, { kind: 'goal', team: lenaSide, minute: 12, playerId: lena.id });
  await expect(section.getByRole('link', { name })).toBeVisible({ timeout: 2_000 });
  await expect(section).toContainText('1 game · 1 goal', { timeout: 2_000 });
  await recordEvent(api, gameA.id, { kind: 'yellow', team: lenaSide, minute: 30, playerId: lena.id });
  await expect(section.getByRole('table', { name })).toContainText('1 yellow', { timeout: 2_000 });
  const gameVersion = await recordEvent(api, gameA.id, { kind: 'goal', team: lenaSide, minute: 44, playerId: lena.id });
  await expect(section).toContainText('1 game · 2 goals', { timeout: 2_000 });
  await finishGame(api, gameA.id, gameVersion);
  await expect(section.getByRole('table', { name })).toContainText('2:0');
  await expect(section.getByRole('table', { name }).getByRole('row')).toHaveCount(2);

  // Group B: club 3 wins 1:0 (an unnamed goal), Mia is sent off.
  const gameB = groupGame(t3);
  await playEvents(api, gameB, [
    { kind: 'goal', team: side(gameB, t3), minute: 5 },
    { kind: 'red', team: side(gameB, t3), minute: 60, playerId: mia.id },
  ]);

  // The final: 1:1, club 3 on penalties 5:4.
  await ok(await api.post(`/api/tournaments/${id}/apply-group-results`, { data: {} }));
  const final = (await listGames(api, id)).find((g) => g.phase === 'knockout')!;
  expect([final.team1?.id, final.team2?.id].sort()).toEqual([t1.id, t3.id].sort());
  const shootout: [number, number] = final.team1?.id === t3.id ? [5, 4] : [4, 5];
  await playEvents(
    api,
    final,
    [
      { kind: 'goal', team: 1, minute: 20 },
      { kind: 'goal', team: 2, minute: 70 },
    ],
    shootout,
  );
  await api.dispose();

  // A parent (level 5) opens the statistics.
  const page = await pageAs(fan);
  await page.goto(`/TournamentView/${id}?tab=stats`);
  const stats = page.getByTestId('stats-tab');

  // Leaderboard: top scorer Lena with back number, name, club and goals — no link to the card, nothing personal.
  const scorers = stats
    .getByTestId('leaderboard-scorers')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(scorers).toHaveCount(1);
  await expectCells(scorers.first(), ['9', `Lena Tor${word}`, c1.name, '2']);
  await expect(scorers.first().getByRole('link')).toHaveCount(0);
  const cardRows = stats
    .getByTestId('leaderboard-cards')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(cardRows).toHaveCount(2);
  // A red card ranks above a yellow one; columns: No., player, club, yellow, second yellow, red.
  await expectCells(cardRows.nth(0), ['4', `Mia Karte${word}`, c3.name, '0', '0', '1']);
  await expectCells(cardRows.nth(1), ['9', `Lena Tor${word}`, c1.name, '1', '0', '0']);
  for (const table of ['leaderboard-scorers', 'leaderboard-cards']) {
    for (const detail of ['187', '2011', '14.03', 'Norw']) {
      await expect(stats.getByTestId(table)).not.toContainText(detail);
    }
  }

  // Results by phase: group (2 games, 3 goals, 1.5 a game, 1 yellow and 1 red), knockout (1 draw on penalties), total.
  const phases = stats
    .getByTestId('stats-phases')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(phases).toHaveCount(3);
  // Columns: phase, played, goals, goals per game, draws, shootouts, cards (in words).
  await expectCells(phases.nth(0), ['Group stage', '2', '3', '1.5', '0', '0', '1 yellow · 1 red']);
  await expectCells(phases.nth(1), ['Knockout', '1', '2', '2', '1', '1', '–']);
  await expectCells(phases.nth(2), ['All phases', '3', '5', '1.7', '1', '1', '1 yellow · 1 red']);
  // Per game: the score with the shootout, each side's cards.
  const gameRows = stats
    .getByTestId('stats-games')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(gameRows).toHaveCount(3);
  await expect(gameRows.filter({ hasText: c2.name })).toContainText(lenaSide === 1 ? '2:0' : '0:2');
  await expect(gameRows.filter({ hasText: c4.name })).toContainText(/1:0|0:1/);
  await expect(gameRows.filter({ hasText: c4.name }).getByTestId('card-counts')).toHaveText(
    side(gameB, t3) === 1 ? ['1 red', '–'] : ['–', '1 red'],
  );
  await expect(gameRows.filter({ hasText: `${c1.name}` }).filter({ hasText: c3.name })).toContainText(
    final.team1?.id === t3.id ? '1:1 (5:4)' : '1:1 (4:5)',
  );

  // Anonymised metrics: the five centre backs' speed (6…10 → 8.0); the four goalkeepers are not shown; nobody named.
  const metrics = page.getByRole('region', { name: 'Anonymised player metrics' });
  await expect(metrics.getByRole('region', { name: 'Centre back' })).toContainText('Speed');
  await expect(metrics.getByRole('region', { name: 'Centre back' })).toContainText('8.0');
  await expect(metrics.getByRole('region', { name: 'Goalkeeper' })).toHaveCount(0);
  await expect(metrics.getByRole('region')).toHaveCount(1);
  for (const { player } of [...centreBacks, ...keepers, { player: lena }]) {
    await expect(metrics).not.toContainText(player.lastName);
  }
  // The answer behind it says the same: released now that every game is finished, one group, averages only,
  // no ids, names or counts.
  const answer = await ok<{ state: string; positions: unknown[] }>(await fanApi.get(`/api/tournaments/${id}/metrics`));
  expect(answer.state).toBe('released');
  expect(answer.positions).toEqual([{ position: 'CB', skills: [{ skill: 'speed', average: 8 }] }]);
  const leaderboard = await ok<{ scorers: Record<string, unknown>[]; cards: Record<string, unknown>[] }>(
    await fanApi.get(`/api/tournaments/${id}/leaderboard`),
  );
  for (const entry of [...leaderboard.scorers, ...leaderboard.cards]) {
    expect(Object.keys(entry).sort()).toEqual(['backNumber', 'cards', 'club', 'firstName', 'goals', 'lastName']);
  }
  await fanApi.dispose();
});
