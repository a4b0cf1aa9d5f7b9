/**
 * Event scheduler benchmark (decision 450). Run: `npx tsx packages/core/bench/event.bench.ts`.
 * Prints a Markdown table; with BENCH_JSON_OUT set, also writes the rows as JSON there.
 *
 * The case: a cup of 16 divisions (U8 … U19 and four girls' classes) of 25
 * teams each (400 teams), five groups of five, the top two into a knockout,
 * over two days on 28 pitches. The eight younger divisions play 2 × 8 minutes
 * on the small pitches 1–10, the eight older ones 2 × 12 minutes on pitches
 * 11–28; the 25 clubs have a team in every division, and ten of them ask that
 * their teams of neighbouring age classes never play at the same time. Target:
 * under 1 s.
 *
 * In-run baseline: today's single-tournament scheduler (`scheduleGames`) on the
 * same games, each division alone on as many pitches of its own as it may use
 * in the event (so it ignores the other divisions, the shared pitches and the
 * clubs' wishes): the ratio says what scheduling them together costs.
 */
import { writeFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import type {
  AdvancingGroup,
  EventDivisionInput,
  EventScheduleInput,
  EventTeamRef,
  ScheduleSettings,
} from '../src/index.js';
import { generateGroupStage, scheduleEvent, scheduleGames } from '../src/index.js';

const CLASSES = [
  'U8',
  'U9',
  'U10',
  'U11',
  'U12',
  'U13',
  'U14',
  'U15',
  'U16',
  'U17',
  'U19',
  'W11',
  'W13',
  'W15',
  'W17',
  'W19',
];
const YOUNGER = new Set(['U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'W11', 'W13']);
const SMALL = Array.from({ length: 10 }, (_, p) => p + 1);
const LARGE = Array.from({ length: 18 }, (_, p) => p + 11);

const base: Omit<ScheduleSettings, 'gameTime' | 'halfTime' | 'gameGap'> = {
  dateFrom: '2026-06-13',
  dateTo: '2026-06-14',
  startTime: 9 * 60,
  latestGame: 18 * 60,
  maxPlaytime: 480,
  noGameFrom: 12 * 60 + 30,
  noGameTo: 13 * 60,
  continueTime: null,
  eliminationStartTime: null,
  eliminationGameTime: null,
  eliminationStartNextDay: false,
};

const divisions: EventDivisionInput[] = CLASSES.map((name) => {
  const groups: AdvancingGroup[] = Array.from({ length: 5 }, (_, g) => ({
    name: String.fromCharCode(65 + g),
    teams: Array.from({ length: 5 }, (_, t) => `${name}-club${g * 5 + t + 1}`),
    advancement: 'topTwo',
  }));
  const stage = generateGroupStage(groups);
  if (!stage.ok) throw new Error(stage.code);
  const young = YOUNGER.has(name);
  return {
    id: name,
    settings: { ...base, gameTime: young ? 16 : 24, halfTime: young ? 0 : 3, gameGap: young ? 2 : 3, minRest: 20 },
    fixtures: stage.fixtures,
    brackets: stage.brackets,
    pitches: young ? SMALL : LARGE,
  };
});

const apart: EventTeamRef[][] = [];
for (let club = 1; club <= 10; club += 1) {
  for (let k = 0; k + 1 < 11; k += 2) {
    apart.push(
      [CLASSES[k], CLASSES[k + 1]].map((division) => ({
        division: division as string,
        team: `${division}-club${club}`,
      })),
    );
  }
}

const input: EventScheduleInput = { dateFrom: '2026-06-13', dateTo: '2026-06-14', pitches: 28, divisions, apart };
const EVENT = 'event: 16 divisions, 400 teams, 28 pitches, 2 days, 50 club wishes (scheduleEvent)';
// The older divisions squeezed onto 12 pitches: the greedy pass leaves games over and the search spends its budget.
const SQUEEZED = 'event, worst case: the same with the older divisions on 12 pitches (search spends its budget)';
const squeezed: EventScheduleInput = {
  ...input,
  divisions: divisions.map((d) => (YOUNGER.has(d.id) ? d : { ...d, pitches: LARGE.slice(0, 12) })),
};
const BASELINE = 'the same games, each division alone on its own pitches (scheduleGames × 16)';

function eachAlone() {
  return divisions.map((d) =>
    scheduleGames({
      settings: { ...d.settings, pitches: d.pitches?.length ?? 1 },
      fixtures: d.fixtures,
      brackets: d.brackets ?? [],
    }),
  );
}

const bench = new Bench({ time: 2000, warmupTime: 300 });
bench.add(EVENT, () => void scheduleEvent(input));
bench.add(SQUEEZED, () => void scheduleEvent(squeezed));
bench.add(BASELINE, () => void eachAlone());
await bench.run();

const results = new Map([
  [EVENT, scheduleEvent(input)],
  [SQUEEZED, scheduleEvent(squeezed)],
]);
const alone = eachAlone();
const baselineTask = bench.tasks.find((t) => t.name === BASELINE);
const baselineMean = baselineTask && 'latency' in baselineTask.result ? baselineTask.result.latency.mean : null;
const rows = bench.tasks.map((task) => {
  const r = task.result;
  if (!('latency' in r)) throw new Error(`${task.name}: ${r.state}`);
  const result = results.get(task.name);
  const ours = result !== undefined;
  const placed = result ? result.games.length : alone.reduce((n, a) => n + a.games.length, 0);
  const left = result ? result.unscheduled.length : alone.reduce((n, a) => n + a.unscheduled.length, 0);
  return {
    case: task.name,
    meanMs: r.latency.mean,
    samples: r.latency.samplesCount,
    ratioVsBaseline: ours && baselineMean !== null ? r.latency.mean / baselineMean : null,
    note: `${placed} games placed, ${left} left over${ours ? `; target < 1 s: ${r.latency.mean < 1000 ? 'met' : 'missed'}` : '; baseline'}`,
  };
});

const fmtMs = (ms: number) => `${ms.toFixed(1)} ms`;
const lines = [
  '| case | mean time | samples | time vs baseline | note |',
  '|---|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.case} | ${fmtMs(r.meanMs)} | ${r.samples} | ${r.ratioVsBaseline === null ? '–' : `${r.ratioVsBaseline.toFixed(1)}×`} | ${r.note} |`,
  ),
];
console.log(lines.join('\n'));
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    `${JSON.stringify({ suite: 'event', node: process.version, rows }, null, 2)}\n`,
  );
}
