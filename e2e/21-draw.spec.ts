import AxeBuilder from '@axe-core/playwright';
import { request } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { ok, type Team } from './tournament-api.js';

// The draw (decisions 443–445): an organiser puts two teams into pot 1 in the setup, draws two groups with a
// typed seed and countries kept apart, reads the club the pots could not keep apart named in words, and keeps the
// groups with "Next". Three teams of one club in two groups: one pair of them is unavoidable.

test('pots seed the draw, the club it could not keep apart is named, and "Next" keeps the groups', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: `Olga ${word}`, level: 1 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  const { id } = await ok<{ id: string }>(
    await api.post('/api/tournaments', {
      data: {
        name: `Draw Cup ${word}`,
        type: 'groupStage',
        dateFrom: '2031-06-07',
        dateTo: '2031-06-07',
        settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 2 },
      },
    }),
    201,
  );
  const nord = await createClub({ name: `FC Nord ${word}`, country: 'DE' });
  const others = [
    await createClub({ name: `SV Sued ${word}`, country: 'DE' }),
    await createClub({ name: `OL Lyon ${word}`, country: 'FR' }),
  ];
  const teams: Team[] = [];
  for (const club of [nord, nord, nord, ...others]) {
    teams.push(await ok<Team>(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201));
  }
  const seeded = [teams[0]!, teams[3]!];

  const page = await pageAs(organiser);
  await page.goto(`/TournamentSetup/${id}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Workload estimate' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Pots, saved at once.
  for (const team of seeded) {
    await page.getByRole('combobox', { name: `Pot of ${team.name}`, exact: true }).selectOption('1');
    await expect(page.getByTestId('teams-said')).toHaveText(`${team.name} is in pot 1.`);
  }
  const stored = await ok<{ teams: { id: string; pot: number | null }[] }>(await api.get(`/api/tournaments/${id}`));
  expect(stored.teams.filter((t) => t.pot === 1).map((t) => t.id)).toEqual(seeded.map((t) => t.id));

  // The draw: two groups, a typed seed, countries apart too.
  await page.getByTestId('group-count').fill('2');
  await page.getByTestId('group-seed').fill('424242');
  await page.getByRole('switch', { name: /Keep teams of one country apart/ }).check();
  await page.getByRole('button', { name: 'Draw groups' }).click();
  const report = page.getByTestId('draw-report');
  await expect(report).toContainText('The pots did not allow keeping');
  // Germany (four of the five teams) may be named too; the club is named once.
  const clubLine = page.getByTestId('draw-conflicts').getByRole('listitem').filter({ hasText: 'teams of one club' });
  await expect(clubLine).toHaveCount(1);
  await expect(clubLine).toHaveText(
    new RegExp(
      `^Group [AB]: FC Nord ${word}( \\d)? and FC Nord ${word}( \\d)? are teams of one club \\(FC Nord ${word}\\)\\.$`,
    ),
  );
  const cards = page.getByTestId('group-card');
  await expect(cards).toHaveCount(2);
  // Each group took one team of pot 1.
  for (const card of await cards.all()) {
    const names = await card.locator('.mantine-Badge-label').allTextContents();
    expect(names.filter((name) => seeded.some((t) => t.name === name))).toHaveLength(1);
  }
  await expect(page.getByTestId('groups-unsaved')).toBeVisible();

  // The step with its pots, switch and report holds no serious accessibility problem.
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Leaving now asks; "Stay" keeps the drawn groups.
  await page.getByTestId('brand-home').click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving the groups?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/TournamentSetup/${id}$`));
  await expect(page.getByTestId('draw-report')).toBeVisible();

  // "Next" keeps them: the server stores the groups as drawn.
  const drawn = await Promise.all(
    (await cards.all()).map(async (card) => card.locator('.mantine-Badge-label').allTextContents()),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Generate schedule' })).toBeVisible();
  const saved = await ok<{ groups: { teamIds: string[] }[] }>(await api.get(`/api/tournaments/${id}`));
  const nameOf = new Map(teams.map((t) => [t.id, t.name] as const));
  expect(saved.groups.map((g) => g.teamIds.map((teamId) => nameOf.get(teamId)))).toEqual(drawn);
  await api.dispose();
});
