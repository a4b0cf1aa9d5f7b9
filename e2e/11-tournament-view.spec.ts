import { expect, test } from './fixtures.js';
import { scheduledTournament } from './tournament-api.js';

test('an organiser sees the timeline and the bracket and prints the sheet; a follower sees a moved game move without a reload', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  // Nine clubs, a scheduled tournament, two browser contexts and a PDF: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // 3 groups of 3, top two go through (six teams: a tree of eight with two byes), on two pitches.
  const { id, name, word, organiser, games, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'View Cup', clubs: 9, groups: { size: 3, advancement: 'topTwo' }, date: '2031-06-07', pitches: 2 },
  );
  await api.dispose();
  const follower = await createUser({ name: 'Fynn Follower' });
  const placed = games.filter((game) => game.date !== null);
  expect(placed.length).toBe(games.length);

  // The timeline: every game a block in its pitch's lane.
  const page = await pageAs(organiser);
  await page.goto(`/TournamentView/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('timeline-game')).toHaveCount(games.length);
  const first = placed.find((game) => game.phase === 'group')!;
  await expect(
    page.getByTestId(`lane-${first.date}-${first.pitch}`).locator(`[data-game-id="${first.id}"]`),
  ).toBeVisible();

  // The knockout tree: named rounds and the two byes of six qualifiers.
  await page.getByRole('tab', { name: 'Knockout tree' }).click();
  const bracket = page.getByTestId('bracket');
  await expect(bracket).toBeVisible();
  await expect(bracket.getByText('Quarter-final')).toBeVisible();
  await expect(bracket.getByText('Final', { exact: true })).toBeVisible();
  await expect(bracket.getByTestId('bracket-bye')).toHaveCount(2);

  // The sheet: printing hides the app's chrome and the buttons; the PDF is named after the tournament.
  await page.goto(`/sheet/${id}`);
  await expect(page.getByTestId('sheet-section').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('sheet-actions')).toBeHidden();
  await expect(page.getByTestId('sheet-section').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await page.getByTestId('sheet-pdf').click();
  expect((await download).suggestedFilename()).toBe(`View-Cup-${word}.pdf`);

  // A plain user follows the tournament on the hub and opens the view.
  const fan = await pageAs(follower);
  await fan.goto('/Tournament');
  await fan.getByTestId('hub-tab-upcoming').click();
  await fan.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(fan.getByRole('button', { name: `Stop following ${name}` })).toBeVisible();
  await fan.goto(`/TournamentView/${id}`);
  const fanBlock = fan.locator(`[data-game-id="${first.id}"]`);
  await expect(
    fan.getByTestId(`lane-${first.date}-${first.pitch}`).locator(`[data-game-id="${first.id}"]`),
  ).toBeVisible();

  // The organiser moves that game to 16:30 on the other pitch, confirming any conflicts.
  const otherPitch = first.pitch === 1 ? 2 : 1;
  await page.goto(`/TournamentView/${id}`);
  await page.locator(`[data-game-id="${first.id}"]`).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Move game' });
  await dialog.getByLabel(/Kick-off/).fill('16:30');
  await dialog.getByLabel('Pitch').selectOption(String(otherPitch));
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  const confirm = dialog.getByRole('button', { name: 'Move anyway' });
  const moved = page.getByText(/^Game moved/);
  await expect(confirm.or(moved)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(moved).toBeVisible();
  await expect(dialog).toBeHidden();

  // The follower's view follows the live channel: the block changes lane and time, no reload.
  await expect(
    fan.getByTestId(`lane-${first.date}-${otherPitch}`).locator(`[data-game-id="${first.id}"]`),
  ).toBeVisible();
  await expect(fanBlock).toHaveAttribute('title', /^16:30–16:55/);
});
