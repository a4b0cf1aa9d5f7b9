import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { expect, test } from './fixtures.js';
import { scheduledTournament, startGame } from './tournament-api.js';

/**
 * How soon the recorder answers a tap on the phone Lighthouse's mobile preset
 * models (decision 392): from the tap to the paint that shows its answer,
 * p75 over 20 goals, at the CPU slowdown calibrated to this host the way the
 * Lighthouse step calibrates it (decision 337: 4 × index / 1,533).
 *
 * The goal is 100 ms for every gesture (docs/product/quality-goals.md); it is
 * not met yet. As the Lighthouse step's floors do (decision 283), the test
 * holds each gesture at a ceiling above what it measures now (CEILING_MS,
 * lowered with every gain, never raised) and lists the gestures still above
 * the goal on every run.
 *
 * A `.quiet` spec: its Playwright project runs after every other spec has
 * finished (e2e/playwright.config.ts), so that the other worker does not
 * share the two cores while it measures.
 *
 * Each measure starts at the tap's `pointerup` (the event's own timestamp)
 * and ends after the first frame in which the page shows the answer: a task
 * posted from that frame's animation callback runs once the frame is
 * painted. The answer is checked in that frame, so a spinner or an empty
 * frame does not count as the answer.
 */

const GOALS = 20;
const GOAL_MS = 100;
/**
 * p75 on this 2-core host, idle, calibrated 7.1–7.5×: "Goal" 212–274 ms,
 * the scorer 77–102 ms, "Save" 144–211 ms (decision 392). The ceilings leave
 * room for a loaded host, as the Lighthouse floors do.
 */
const CEILING_MS = { goal: 400, scorer: 200, save: 400 } as const;
const PRESET_HOST_INDEX = 1533;
const PRESET_CPU_SLOWDOWN = 4;

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The answer on screen: the element matching `selector` shown (`present`) or not; a list showing its option `selectedIndex`. */
type Answer = { selector: string; present: boolean; selectedIndex?: number };
/**
 * A tap is answered from the moment the finger lifts (`pointerup`, as Event
 * Timing times a click) and its handlers end with `click`; the time the
 * finger rests on the glass is the user's, not the page's. A pick in the
 * phone's own list starts with `input` and ends with `change`.
 */
type Gesture = { starts: 'pointerup' | 'input'; handled: 'click' | 'change' };
const TAP: Gesture = { starts: 'pointerup', handled: 'click' };
const PICK: Gesture = { starts: 'input', handled: 'change' };

/** Arms the next gesture's measure: the first painted frame in which `answer` holds ends it. */
async function arm(page: Page, gesture: Gesture, answer: Answer) {
  await page.evaluate(
    ({ wanted, gesture }) => {
      const w = window as unknown as { tapDone: Promise<number> };
      w.tapDone = new Promise<number>((resolve) => {
        document.addEventListener(
          gesture.starts,
          (down) => {
            const start = down.timeStamp;
            // Shown: laid out and not hidden (a dialog kept mounted while closed is in the page, hidden).
            const shows = () =>
              (document.querySelector(wanted.selector)?.checkVisibility() ?? false) === wanted.present;
            const nextFrame = () =>
              requestAnimationFrame(() => {
                if (!shows()) return nextFrame();
                // Runs after this frame's style, layout and paint.
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve(performance.now() - start);
                channel.port2.postMessage(null);
              });
            // After the gesture's handlers (and the render they start) have run.
            document.addEventListener(gesture.handled, nextFrame, { capture: true, once: true });
          },
          { capture: true, once: true },
        );
      });
    },
    { wanted: answer, gesture },
  );
}

const tapTime = (page: Page) => page.evaluate(() => (window as unknown as { tapDone: Promise<number> }).tapDone);

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

/** The multiplier that makes this host the preset's phone, measured now in `page`. */
async function calibratedSlowdown(page: Page) {
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  const slowdown = (PRESET_CPU_SLOWDOWN * Number(index)) / PRESET_HOST_INDEX;
  return { index: Number(index), slowdown: Math.round(Math.min(20, Math.max(1, slowdown)) * 10) / 10 };
}

test('a goal is answered on screen within 100 ms (p75 of 20) on the preset phone: the tap on "Goal", the scorer and "Save"', async ({
  createUser,
  createClub,
  createPlayer,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const { id, games, clubs, teams, api } = await scheduledTournament({ createUser, createClub }, { title: 'Tap Cup' });
  const game = games[0]!;
  // A youth squad of 16 on each side, as the scorer list shows it.
  for (const team of [game.team1!, game.team2!]) {
    // `teams` are in the entry order of `clubs`.
    const club = clubs[teams.findIndex((t) => t.id === team.id)]!;
    for (let n = 1; n <= 16; n += 1)
      await createPlayer({ firstName: `Spieler${n}`, lastName: `Kader${n}`, clubId: club.id, backNumberDefault: n });
  }
  await startGame(api, game);
  const recorder = await pageAs(await createUser({ name: 'Rita Recorder', level: 2 }));
  await recorder.goto(`/Game/${id}?game=${game.id}`);
  await expect(recorder.getByTestId('score')).toHaveText('0:0');
  const goalButton = recorder.getByRole('button', { name: `Goal for ${game.team1!.name}` });
  const dialog = recorder.getByRole('dialog', { name: 'Record an event' });
  const scorer = dialog.getByRole('combobox', { name: 'Player' });
  // The roster is on the device before the first goal, as on the day.
  await goalButton.click();
  await expect(scorer.locator('option')).toHaveCount(17);
  await recorder.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const cdp = await recorder.context().newCDPSession(recorder);
  const { index, slowdown } = await calibratedSlowdown(recorder);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const taps: Record<'goal' | 'scorer' | 'save', number[]> = { goal: [], scorer: [], save: [] };
  try {
    for (let goal = 1; goal <= GOALS; goal += 1) {
      await arm(recorder, TAP, { selector: '[role="dialog"] select', present: true });
      await goalButton.tap();
      taps.goal.push(await tapTime(recorder));

      // The scorer: the phone's own list picks it (decision 333); here the keyboard's arrow does.
      await arm(recorder, PICK, {
        selector: '[role="dialog"] select',
        present: true,
        selectedIndex: 1 + (goal % 16),
      });
      await scorer.selectOption({ index: 1 + (goal % 16) });
      taps.scorer.push(await tapTime(recorder));

      await arm(recorder, TAP, { selector: '[role="dialog"]', present: false });
      await dialog.getByRole('button', { name: 'Save' }).tap();
      taps.save.push(await tapTime(recorder));
      await expect(recorder.getByTestId('score')).toHaveText(`${goal}:0`);
      // The next goal comes seconds later on the day: the server's answer to this one has been applied by then.
      await expect(recorder.locator('[data-testid="game-event"]:not([data-state="saved"])')).toHaveCount(0);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const summary = Object.entries(taps).map(([tap, times]) => `${tap} p75 ${Math.round(p75(times))} ms`);
  console.log(`[taps] index ${Math.round(index)}, ${slowdown}× slowdown: ${summary.join(', ')}`);
  const aboveGoal = Object.entries(taps).filter(([, times]) => p75(times) > GOAL_MS);
  if (aboveGoal.length > 0)
    console.log(`[taps] still above the goal of ${GOAL_MS} ms: ${aboveGoal.map(([tap]) => tap).join(', ')}`);
  for (const [tap, times] of Object.entries(taps)) {
    expect(p75(times), `${tap}: ${times.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(
      CEILING_MS[tap as keyof typeof CEILING_MS],
    );
  }
  await api.dispose();
});
