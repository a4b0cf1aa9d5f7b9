/**
 * Tournament engine benchmark (decision 103, docs/product/quality-goals.md). Run: `npx tsx packages/core/bench/tournament.bench.ts`.
 * Prints a Markdown table; with BENCH_JSON_OUT set, also writes the rows as JSON there.
 *
 * Cases:
 * - schedule generation for 8, 32 and 128 teams: groups of four, top two advance,
 *   group fixtures + bracket + scheduling on 3 pitches over 2 days (target for
 *   128 teams: under 50 ms);
 * - the worst case of the scheduler: 128 teams with a longer rest, where the
 *   greedy pass leaves games over and the search pass spends its whole budget;
 * - A and B play-offs: 64 teams in 16 groups of four, 1st–2nd to A and 3rd–4th to B,
 *   each with placement games (256 games), on 6 pitches over 3 days (target: under 50 ms);
 * - standings for 1,000 games (32 teams, UEFA rules: head-to-head mini-leagues included);
 * - round-robin generation for 32 participants, ours against brackets-manager
 *   (in-memory storage from brackets-memory-db), measured in the same run.
 * Every case of ours also gets its ratio against that brackets-manager run, the
 * in-run baseline that makes figures comparable on a noisy machine.
 *
 * Then the scheduler's completeness (decision 103): on BENCH_COMPLETENESS_RUNS
 * (default 2,000) random small instances (schedule.instances.test-support.ts,
 * fixed seed), how often the greedy pass alone and the whole scheduler place
 * every game, out of the instances where a complete schedule exists (shown by
 * the scheduler itself or by the exhaustive search of schedule.exhaustive.test-support.ts).
 */
import { writeFileSync } from 'node:fs';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import fc from 'fast-check';
import { Bench } from 'tinybench';
import type { AdvancingGroup, PlayedGame, ScheduleSettings } from '../src/index.js';
import {
  UEFA_RULES,
  computeStandings,
  createRandom,
  generateGroupStage,
  roundRobinFixtures,
  scheduleGames,
} from '../src/index.js';
import { greedySchedule } from '../src/tournament/schedule-greedy.js';
import { planSchedule, toItems } from '../src/tournament/schedule-model.js';
import { exhaustiveSchedule } from '../src/tournament/schedule.exhaustive.test-support.js';
import { smallInstanceArb } from '../src/tournament/schedule.instances.test-support.js';

const settings: ScheduleSettings = {
  dateFrom: '2025-06-14',
  dateTo: '2025-06-15',
  startTime: 8 * 60,
  latestGame: 20 * 60,
  maxPlaytime: 600,
  gameTime: 10,
  halfTime: 2,
  gameGap: 3,
  noGameFrom: 12 * 60,
  noGameTo: 12 * 60 + 30,
  continueTime: 12 * 60 + 30,
  eliminationStartTime: 9 * 60,
  eliminationGameTime: 12,
  eliminationStartNextDay: false,
  pitches: 3,
};

function groupsOf(teamCount: number): AdvancingGroup[] {
  return Array.from({ length: teamCount / 4 }, (_, g) => ({
    name: `G${g + 1}`,
    teams: Array.from({ length: 4 }, (_, i) => `G${g + 1}T${i + 1}`),
    advancement: 'topTwo',
  }));
}

// Rest of 60 minutes instead of one 15-minute slot: the greedy pass leaves games over,
// and the search pass cannot settle 255 games, so it runs until its budget is spent.
const worstCaseSettings: ScheduleSettings = { ...settings, minRest: 60 };

function scheduleTournament(teamCount: number, with_ = settings) {
  const stage = generateGroupStage(groupsOf(teamCount));
  if (!stage.ok) throw new Error(stage.code);
  return scheduleGames({ settings: with_, fixtures: stage.fixtures, bracket: stage.bracket });
}

// 64 teams, A and B play-offs with placement games: every team's place is played for (decisions 411, 412).
const playoffSettings: ScheduleSettings = { ...settings, dateFrom: '2025-06-13', pitches: 6 };
function schedulePlayoffs() {
  const stage = generateGroupStage(groupsOf(64), {
    playoffs: [
      { places: [1, 2], placementGames: true },
      { places: [3, 4], placementGames: true },
    ],
  });
  if (!stage.ok) throw new Error(stage.code);
  return scheduleGames({ settings: playoffSettings, fixtures: stage.fixtures, brackets: stage.brackets });
}
const PLAYOFFS = 'playoffs: 64 teams, A and B play-offs with placement games, 6 pitches, 3 days';

// 1,000 games among 32 teams, drawn once with a fixed seed.
const random = createRandom(2025);
const leagueTeams = Array.from({ length: 32 }, (_, i) => `T${i + 1}`);
const thousandGames: PlayedGame[] = Array.from({ length: 1000 }, () => {
  const a = Math.floor(random() * 32);
  const b = (a + 1 + Math.floor(random() * 31)) % 32;
  return {
    team1: leagueTeams[a] as string,
    team2: leagueTeams[b] as string,
    goals1: Math.floor(random() * 5),
    goals2: Math.floor(random() * 5),
    cards1: { yellow: Math.floor(random() * 3), secondYellow: 0, directRed: 0, yellowDirectRed: 0 },
  };
});

const participants = Array.from({ length: 32 }, (_, i) => `Team ${i + 1}`);

async function bracketsManagerRoundRobin(): Promise<void> {
  const manager = new BracketsManager(new InMemoryDatabase());
  await manager.create.stage({
    name: 'League',
    tournamentId: 0,
    type: 'round_robin',
    seeding: participants,
    settings: { groupCount: 1 },
  });
}

const bench = new Bench({ time: 1000, warmupTime: 200 });
for (const n of [8, 32, 128])
  bench.add(`schedule: group stage + knockout, ${n} teams, 3 pitches, 2 days`, () => void scheduleTournament(n));
const WORST_CASE = 'schedule, worst case: 128 teams, 60 min rest (greedy leaves games over, search spends its budget)';
bench.add(WORST_CASE, () => void scheduleTournament(128, worstCaseSettings));
bench.add(PLAYOFFS, () => void schedulePlayoffs());
bench.add('standings: 1,000 games, 32 teams (UEFA rules)', () => {
  computeStandings({ teams: leagueTeams, games: thousandGames, rules: UEFA_RULES });
});
bench.add('round robin, 32 participants: brackets-manager (in-memory)', bracketsManagerRoundRobin);
bench.add('round robin, 32 participants: @touchline/core', () => {
  roundRobinFixtures(participants);
});

await bench.run();

type Row = {
  case: string;
  meanMs: number;
  opsPerSecond: number;
  samples: number;
  ratioVsBaseline: number | null;
  note: string;
};
const baseline = bench.tasks.find((t) => t.name.includes('brackets-manager'));
const baselineMean = baseline && 'latency' in baseline.result ? baseline.result.latency.mean : null;
const rows: Row[] = bench.tasks.map((task) => {
  const r = task.result;
  if (!('latency' in r)) throw new Error(`${task.name}: ${r.state}`);
  const ours = task !== baseline;
  const scheduled = task.name.startsWith('schedule')
    ? scheduleTournament(
        Number(/(\d+) teams/.exec(task.name)?.[1]),
        task.name === WORST_CASE ? worstCaseSettings : settings,
      )
    : task.name === PLAYOFFS
      ? schedulePlayoffs()
      : null;
  return {
    case: task.name,
    meanMs: r.latency.mean,
    opsPerSecond: r.throughput.mean,
    samples: r.latency.samplesCount,
    // How many times faster than brackets-manager (baseline mean / our mean).
    ratioVsBaseline: ours && baselineMean !== null ? baselineMean / r.latency.mean : null,
    note: scheduled
      ? `${scheduled.games.length} games placed, ${scheduled.unscheduled.length} left over${
          task.name.includes('128 teams, 3 pitches') || task.name === PLAYOFFS
            ? `; target < 50 ms: ${r.latency.mean < 50 ? 'met' : 'missed'}`
            : ''
        }`
      : task === baseline
        ? 'baseline'
        : '',
  };
});

// Completeness against the exhaustive search on random small instances.
type Completeness = { instances: number; exists: number; greedy: number; scheduler: number; undecided: number };
function measureCompleteness(runs: number): Completeness {
  const tally: Completeness = { instances: runs, exists: 0, greedy: 0, scheduler: 0, undecided: 0 };
  for (const instance of fc.sample(smallInstanceArb, { numRuns: runs, seed: 2025 })) {
    const plan = planSchedule(instance.settings, toItems(instance.fixtures, instance.bracket));
    const greedyComplete = greedySchedule(plan).pending.length === 0;
    const schedulerComplete = scheduleGames(instance).unscheduled.length === 0;
    let exists = greedyComplete || schedulerComplete;
    if (!exists) {
      const answer = exhaustiveSchedule(instance, { maxNodes: 300_000 }).kind;
      if (answer === 'unknown') tally.undecided += 1;
      exists = answer === 'complete';
    }
    if (!exists) continue;
    tally.exists += 1;
    if (greedyComplete) tally.greedy += 1;
    if (schedulerComplete) tally.scheduler += 1;
  }
  return tally;
}
const completeness = measureCompleteness(Number(process.env.BENCH_COMPLETENESS_RUNS ?? 2000));

const fmtMs = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);
const fmtRatio = (ratio: number) => (ratio >= 1 ? `${ratio.toFixed(1)}× faster` : `${(1 / ratio).toFixed(1)}× slower`);
const pct = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} % (${part} of ${whole})`;
const lines = [
  '| case | mean time | ops/s | ratio vs baseline | note |',
  '|---|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.case} | ${fmtMs(r.meanMs)} | ${Math.round(r.opsPerSecond).toLocaleString('en')} | ${
        r.ratioVsBaseline === null ? '–' : fmtRatio(r.ratioVsBaseline)
      } | ${r.note} |`,
  ),
  '',
  `Scheduler completeness on ${completeness.instances.toLocaleString('en')} random small instances (2–8 teams, all three formats, 1–2 pitches, 1–2 days, seed 2025): share of the instances with a complete schedule (${completeness.exists}) where every game is placed. ${completeness.undecided} instances left undecided by the exhaustive search (node cap) are not counted.`,
  '',
  '| scheduler | complete schedules found |',
  '|---|---:|',
  `| greedy pass alone (before decision 103's search) | ${pct(completeness.greedy, completeness.exists)} |`,
  `| greedy + bounded search (now) | ${pct(completeness.scheduler, completeness.exists)} |`,
];
console.log(lines.join('\n'));
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    `${JSON.stringify({ suite: 'tournament', node: process.version, rows, completeness }, null, 2)}\n`,
  );
}
