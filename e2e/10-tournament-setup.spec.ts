import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// docs/product/tournaments.md (guided setup): an organiser creates a group-stage tournament through the guided
// setup (meeting and fixing a step validation message), generates the
// schedule; a club user finds "my clubs" on the home page. Each test makes
// its own users and clubs through the API.

/** A date `days` from today, as YYYY-MM-DD in the browser's (and this process's) time zone. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Picks a club in the teams step's searchable select and adds its team. */
async function addTeam(page: Page, club: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Club' });
  await input.click();
  await input.fill(club);
  const listbox = await input.getAttribute('aria-controls');
  await page.locator(`[id="${listbox}"]`).getByRole('option', { name: club, exact: true }).click();
  await expect(page.getByTestId('team-name')).toHaveValue(club);
  await page.getByRole('button', { name: 'Add team' }).click();
  // The team's row: its name (the club's, for a club's first team) and its club.
  await expect(page.getByTestId('teams-table').getByRole('row', { name: `${club} ${club}` })).toBeVisible();
}

test('an organiser sets up a group stage of 3 groups of 4 with best-runner-up advancement and generates the schedule', async ({
  createUser,
  createClub,
  pageAs,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const run = uniqueWord();
  const clubs = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createClub({ name: `FC ${run} ${String.fromCharCode(65 + i)}`, country: 'DE' }),
    ),
  );
  const organiser = await createUser({ name: `Olga ${run}`, level: 1 });
  const page = await pageAs(organiser);

  // The hub offers organisers "Add tournament"; the add page leads into the guided setup.
  await page.goto('/Tournament');
  await page.getByRole('link', { name: 'Add tournament' }).click();
  await expect(page).toHaveURL(/\/add-tournament$/);
  const name = `Summer Cup ${run}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByTestId('type-groupStage').click();
  await page.getByLabel('First day').fill(inDays(7));
  await page.getByLabel('Last day').fill(inDays(8));
  await page.getByRole('textbox', { name: 'Place' }).fill('Hamburg');
  await page.getByRole('button', { name: 'Continue to setup' }).click();
  await expect(page).toHaveURL(/\/TournamentSetup\/[^/]+$/);
  const tournamentId = decodeURIComponent(page.url().split('/').pop()!);

  // 1. Basics: complete already.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Next' }).click();

  // 2. Schedule: a daily playtime below the game time is refused as typed and blocks the step.
  await expect(page.getByRole('heading', { name: 'Workload estimate' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pitches' }).fill('3');
  const maxPlaytime = page.getByRole('textbox', { name: /^Max daily playtime/ });
  await maxPlaytime.fill('10');
  await expect(page.getByText('Max daily playtime must be greater than game time.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-incomplete')).toHaveText('Please complete the current step before continuing.');
  await maxPlaytime.fill('360');
  await expect(page.getByTestId('step-incomplete')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // 3. Teams and groups: twelve teams, a seeded draw into three groups, best runner-up everywhere.
  await expect(page.getByTestId('teams-empty')).toBeVisible();
  for (const club of clubs) await addTeam(page, club.name);
  await expect(page.getByText('12 teams', { exact: true })).toBeVisible();
  await page.getByTestId('group-count').fill('3');
  await page.getByRole('button', { name: 'Draw groups' }).click();
  const groups = page.getByTestId('group-card');
  await expect(groups).toHaveCount(3);
  for (const group of await groups.all()) {
    await expect(group.getByText('4 teams')).toBeVisible();
    await group.getByLabel('Who advances').selectOption('bestRunnerUp');
  }
  await page.getByRole('button', { name: 'Next' }).click();

  // 4. Summary, then the schedule: 18 group games and 3 knockout games, all placed.
  await expect(page.getByRole('button', { name: 'Generate schedule' })).toBeVisible();
  await expect(page.getByTestId('workload-fits')).toHaveText('Fits');
  await page.getByRole('button', { name: 'Generate schedule' }).click();
  const result = page.getByTestId('generate-result');
  await expect(result).toContainText('Schedule generated');
  await expect(result).toContainText('21 of 21 games placed.');
  await expect(result.getByRole('link', { name: 'Open the tournament' })).toHaveAttribute(
    'href',
    `/TournamentView/${tournamentId}`,
  );

  // What the server stored.
  const stored = (await (await adminApi.get(`/api/tournaments/${tournamentId}`)).json()) as {
    type: string;
    teams: unknown[];
    groups: { advancement: string; teamIds: string[] }[];
    gameCount: number;
  };
  expect(stored.type).toBe('groupStage');
  expect(stored.teams).toHaveLength(12);
  expect(stored.groups.map((g) => [g.advancement, g.teamIds.length])).toEqual([
    ['bestRunnerUp', 4],
    ['bestRunnerUp', 4],
    ['bestRunnerUp', 4],
  ]);
  expect(stored.gameCount).toBe(21);
});

test('a club user finds their clubs on the home page and opens one', async ({ createUser, createClub, pageAs }) => {
  const run = uniqueWord();
  const club = await createClub({ name: `SV ${run}`, country: 'DE' });
  const staff = await createUser({ name: `Carla ${run}`, level: 3, clubIds: [club.id] });
  const page = await pageAs(staff);

  await page.goto('/');
  const myClubs = page.getByTestId('my-clubs-card');
  await expect(myClubs.getByRole('heading', { name: 'My clubs' })).toBeVisible();
  await expect(page.getByTestId('next-tournament-card')).toContainText('No upcoming tournament.');
  await myClubs.getByRole('link', { name: club.name }).click();
  await expect(page).toHaveURL(new RegExp(`/Club/${club.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
});
