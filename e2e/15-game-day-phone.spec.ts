import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';
import { recordEvent, scheduledTournament, startGame, type Team } from './tournament-api.js';

// A 360 px phone, the size docs/product/quality-goals.md names for recording pitch-side.
test.use({ viewport: { width: 360, height: 740 } });

/** Nothing of the element's text is cut off (no ellipsis, no clamped line). */
async function expectWhole(locator: Locator) {
  const box = await locator.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(box.scrollWidth, 'cut off at the side').toBeLessThanOrEqual(box.clientWidth);
  expect(box.scrollHeight, 'cut off below').toBeLessThanOrEqual(box.clientHeight);
}

test('on a 360 px phone the game picker and the recorder show whole team names and statuses, and the table marks the teams playing now; every tab is on screen', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  // Clubs that share the start of their names, as a club's first and second team do.
  const names = [`SV ${word} U15`, `SV ${word} U15 II`, `TSV ${word}`];
  const clubs = [];
  for (const name of names) clubs.push(await createClub({ name, country: 'DE' }));
  const { id, organiser, teams, games, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Phone Cup', clubs, word },
  );
  const [t1, t2, t3] = teams as [Team, Team, Team];
  const derby = games.find((g) => [g.team1?.id, g.team2?.id].sort().join() === [t1.id, t2.id].sort().join())!;
  await startGame(api, derby);
  await recordEvent(api, derby.id, { kind: 'goal', team: 1, minute: 3 });
  await api.dispose();

  const page = await pageAs(organiser);
  await page.goto(`/Game/${id}`);
  const picks = page.getByTestId('pick-game');
  await expect(picks).toHaveCount(3);
  for (const pick of await picks.all()) {
    await expectWhole(pick.locator('.mantine-Badge-label'));
    await expectWhole(pick.locator('p').first());
  }
  await expect(picks.first()).toContainText('Running');

  await page.goto(`/Game/${id}?game=${derby.id}`);
  const sides = page.getByTestId('side-name');
  await expect(sides).toHaveText([derby.team1!.name, derby.team2!.name]);
  for (const side of await sides.all()) await expectWhole(side);
  // Both columns of buttons start level, whichever name is longer.
  const goalButtons = page.getByTestId('event-buttons').getByRole('button', { name: /^Goal for / });
  const [left, right] = [await goalButtons.nth(0).boundingBox(), await goalButtons.nth(1).boundingBox()];
  expect(Math.abs(left!.y - right!.y)).toBeLessThan(1);

  // The table counts the running game: its two teams say "Live", the third does not.
  await page.goto(`/TournamentView/${id}?tab=groups`);
  const rows = page.getByTestId('standings-row');
  await expect(rows).toHaveCount(3);
  const rowOf = (team: Team) => rows.filter({ has: page.getByText(team.name, { exact: true }) });
  for (const team of [t1, t2]) await expect(rowOf(team).getByTestId('playing-now')).toHaveText('Live');
  await expect(rowOf(t3)).toHaveCount(1);
  await expect(rowOf(t3).getByTestId('playing-now')).toHaveCount(0);
  await expect(page.getByText(/current score of running games/)).toBeVisible();

  // Every tab of the view is on screen (they wrap), so a parent finds Statistics without scrolling sideways.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(360);
  }
});
