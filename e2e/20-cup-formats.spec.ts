import { request } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { bracketGames, listGames, ok, play, type Game, type Team } from './tournament-api.js';

// Decisions 440–442: an organiser, in German, sets up 4 groups of 4 with A and B play-offs (places
// 1–2 to A, 3–4 to B), a third-place game and placement games, sees the structure before generating, generates,
// every game is recorded (through the API: this spec is about the structure and the standings), and the final
// standings list all 16 teams in order.

type FinalPlace = { place: number; teamId: string | null; shared: boolean };

test('4 groups of 4 with A and B play-offs, third place and placement games: every game played, the final standings list all 16 teams in order (German)', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  // 16 teams, 48 games recorded one event at a time and four pages: well over the default 30 s.
  test.setTimeout(240_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: 'Olga Organiser', level: 1 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  await ok(await api.patch('/api/me', { data: { locale: 'de' } }));

  // The tournament, its 16 teams and 4 groups through the API (the guided setup of these is spec 10's).
  const { id } = await ok<{ id: string }>(
    await api.post('/api/tournaments', {
      data: {
        name: `Pfingstcup ${word}`,
        type: 'groupStage',
        dateFrom: '2031-06-07',
        dateTo: '2031-06-08',
        location: 'Hafenstadt',
        settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 4 },
      },
    }),
    201,
  );
  const teams: Team[] = [];
  for (let i = 1; i <= 16; i += 1) {
    const club = await createClub({ name: `FC ${word} ${String(i).padStart(2, '0')}`, country: 'DE' });
    teams.push(await ok<Team>(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201));
  }
  const { version } = await ok<{ version: number }>(await api.get(`/api/tournaments/${id}`));
  const groups = ['A', 'B', 'C', 'D'].map((name, i) => ({
    name,
    advancement: 'topTwo',
    teamIds: teams.slice(i * 4, i * 4 + 4).map((t) => t.id),
  }));
  await ok(await api.put(`/api/tournaments/${id}/groups`, { data: { version, groups } }));

  // The guided setup, in German: on to the summary, where the format is chosen with a preview.
  const page = await pageAs(organiser);
  await page.goto(`/TournamentSetup/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('A- und B-Play-offs (Cup und Trostrunde)').click();
  await expect(page.getByText('Play-off A (Plätze 1–2 jeder Gruppe)')).toBeVisible();
  await expect(page.getByText('Play-off B (Plätze 3–4 jeder Gruppe)')).toBeVisible();
  const checkboxes = page.getByRole('checkbox', { name: 'Spiel um Platz 3' });
  await checkboxes.first().check();
  const placement = page.getByRole('checkbox', { name: 'Platzierungsspiele: jeder Platz wird ausgespielt' });
  await placement.first().check();
  await placement.last().check();
  const preview = page.getByTestId('format-preview');
  await expect(preview).toContainText('48 Spiele insgesamt: 24 in den Gruppen, 24 in der K.-o.-Runde');
  await expect(preview).toContainText('Jedes Team spielt mindestens 6 Spiele');
  await expect(preview).toContainText('Play-off A: 8 Teams, 12 Spiele');
  await expect(preview).toContainText('Play-off B: 8 Teams, 12 Spiele');
  await page.getByRole('button', { name: 'Modus speichern' }).click();
  await expect(page.getByText('Modus gespeichert.')).toBeVisible();
  const saved = await ok<{ playoffs: unknown }>(await api.get(`/api/tournaments/${id}`));
  expect(saved.playoffs).toEqual([
    { places: [1, 2], thirdPlaceGame: true, placementGames: true },
    { places: [3, 4], thirdPlaceGame: false, placementGames: true },
  ]);

  await page.getByRole('button', { name: 'Spielplan erzeugen' }).click();
  await expect(page.getByText('Spielplan erzeugt')).toBeVisible({ timeout: 30_000 });
  const games = await listGames(api, id);
  expect(games).toHaveLength(48);

  // Every group game: the team entered earlier wins 1:0 (so group places follow the entry order).
  const rank = new Map(teams.map((t, i) => [t.id, i] as const));
  const stronger = (g: Game) => rank.get(g.team1!.id)! < rank.get(g.team2!.id)!;
  for (const game of games.filter((g) => g.phase === 'group')) {
    await play(api, game, stronger(game) ? 1 : 0, stronger(game) ? 0 : 1);
  }

  // The organiser applies the group results; A and B fill.
  await page.goto(`/TournamentApplyGroupResults/${id}`);
  await page.getByTestId('apply-group-results').click();
  await expect(page.getByTestId('apply-done')).toBeVisible();

  // The knockout, round by round as teams become known: the stronger team wins.
  for (let round = 0; round < 10; round += 1) {
    const ready = (await listGames(api, id)).filter(
      (g) => g.phase === 'knockout' && g.status === 'scheduled' && g.team1 && g.team2,
    );
    if (ready.length === 0) break;
    for (const game of ready) await play(api, game, stronger(game) ? 2 : 0, stronger(game) ? 0 : 2);
  }
  expect((await listGames(api, id)).filter((g) => g.status !== 'finished')).toEqual([]);
  expect(await bracketGames(api, id)).toHaveLength(24);

  const { places } = await ok<{ places: FinalPlace[] }>(await api.get(`/api/tournaments/${id}/standings`));
  expect(places.map((p) => p.place)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  expect(new Set(places.map((p) => p.teamId)).size).toBe(16);
  // With the stronger team always winning and every place played for, the order is the entry order within
  // each play-off's tiers: A's winner is the strongest group winner, B's the strongest third.
  expect(places[0]!.teamId).toBe(teams[0]!.id);
  expect(places[8]!.teamId).toBe(teams[2]!.id);

  // The standings tab lists all 16 teams by place, in German.
  const nameOf = new Map(teams.map((t) => [t.id, t.name] as const));
  await page.goto(`/TournamentView/${id}?tab=groups`);
  await expect(page.getByRole('heading', { name: 'Abschlusstabelle' })).toBeVisible();
  const rows = page.getByTestId('final-place');
  await expect(rows).toHaveCount(16);
  for (const [i, place] of places.entries()) {
    await expect(rows.nth(i)).toContainText(String(place.place));
    await expect(rows.nth(i)).toContainText(nameOf.get(place.teamId!)!);
  }

  // The knockout tab draws every bracket: A's tree, its third place and placement brackets, and B's.
  await page.goto(`/TournamentView/${id}?tab=bracket`);
  await expect(page.getByRole('heading', { name: 'Play-off A · Plätze 1–8' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play-off A · Spiel um Platz 3' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play-off A · Plätze 5–8' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play-off B · Plätze 9–16' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play-off B · Plätze 15–16' })).toBeVisible();
  await api.dispose();
});
