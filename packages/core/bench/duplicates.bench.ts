/**
 * Duplicate detection benchmark (docs/product/quality-goals.md). Run: `npx tsx packages/core/bench/duplicates.bench.ts`.
 *
 * Data: names built from syllables (≈ 3,000 last and 300 first names, like a
 * national youth database), birthdays over 15 years, and 1 % planted
 * duplicates spelled the way people mistype them (umlaut spelled out, one
 * letter changed, first and last swapped, birthday missing).
 *
 * Baseline, same run: comparing every pair (`comparePlayers` on all n²/2
 * pairs, each normalising its names, as the naive service would) on 1,000
 * players; ours on the same 1,000 gives the speed-up, and its recall of
 * the planted pairs. Then ours alone on 50,000 players.
 */
import { Bench } from 'tinybench';
import { comparePlayers, createRandom, findDuplicateCandidates, type DuplicateInput } from '../src/index.js';

const rnd = createRandom(2026);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const SYLLABLES = [
  'mül',
  'ler',
  'schm',
  'idt',
  'wag',
  'ner',
  'bec',
  'ker',
  'hof',
  'mann',
  'ko',
  'ch',
  'ri',
  'sil',
  'va',
  'san',
  'tos',
  'gar',
  'cia',
  'no',
  'wak',
  'ros',
  'si',
  'ber',
  'nard',
  'lu',
  'kas',
  'jo',
  'nas',
  'el',
  'ias',
  'fin',
  'mi',
  'la',
  'to',
  'ma',
  'ze',
  'ka',
  'ri',
  'an',
];
const word = (parts: number) => {
  const w = Array.from({ length: parts }, () => pick(SYLLABLES)).join('');
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const LAST = Array.from({ length: 3000 }, () => word(2 + Math.floor(rnd() * 2)));
const FIRST = Array.from({ length: 300 }, () => word(2));

function variant(p: DuplicateInput, id: string): DuplicateInput {
  const kind = Math.floor(rnd() * 4);
  if (kind === 0) return { ...p, id, lastName: p.lastName.replace(/ü/g, 'ue').replace(/ö/g, 'oe') };
  if (kind === 1) {
    const i = 1 + Math.floor(rnd() * (p.lastName.length - 1));
    return { ...p, id, lastName: p.lastName.slice(0, i) + 'x' + p.lastName.slice(i + 1) };
  }
  if (kind === 2) return { ...p, id, firstName: p.lastName, lastName: p.firstName };
  return { ...p, id, birthday: null };
}

function dataset(size: number): { players: DuplicateInput[]; planted: Set<string> } {
  const players: DuplicateInput[] = [];
  const planted = new Set<string>();
  while (players.length < size) {
    const id = String(players.length);
    const p: DuplicateInput = {
      id,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      birthday: `${2005 + Math.floor(rnd() * 15)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`,
      nationality: pick(['DE', 'AT', 'CH', 'PL', 'PT', null]),
    };
    players.push(p);
    if (rnd() < 0.01 && players.length < size) {
      const twin = variant(p, String(players.length));
      players.push(twin);
      planted.add(`${id}|${twin.id}`);
    }
  }
  return { players, planted };
}

function allPairs(players: DuplicateInput[]): number {
  let found = 0;
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const match = comparePlayers(players[i]!, players[j]!);
      if (match && match.score >= 0.7) found++;
    }
  }
  return found;
}

const small = dataset(1000);
const large = dataset(50_000);
const recall = (set: { players: DuplicateInput[]; planted: Set<string> }) => {
  const found = new Set(findDuplicateCandidates(set.players).map((c) => c.ids.join('|')));
  return [...set.planted].filter((key) => found.has(key)).length / set.planted.size;
};

const bench = new Bench({ iterations: 2, warmupIterations: 1 });
bench
  .add('all pairs, 1,000 players (baseline)', () => {
    allPairs(small.players);
  })
  .add('blocked, 1,000 players', () => {
    findDuplicateCandidates(small.players);
  })
  .add('blocked, 50,000 players', () => {
    findDuplicateCandidates(large.players);
  });
await bench.run();

const mean = (name: string): number => {
  const result = bench.tasks.find((t) => t.name === name)?.result;
  if (!result || !('latency' in result)) throw new Error(`${name} did not run`);
  return result.latency.mean;
};
const base = mean('all pairs, 1,000 players (baseline)');
const format = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
console.log('| case | mean time | ratio vs baseline | recall of planted duplicates |');
console.log('|---|---:|---:|---:|');
console.log(`| all pairs, 1,000 players (baseline) | ${format(base)} | 1.00 | – |`);
console.log(
  `| blocked, 1,000 players | ${format(mean('blocked, 1,000 players'))} | ${(base / mean('blocked, 1,000 players')).toFixed(1)}× faster | ${(100 * recall(small)).toFixed(0)} % of ${small.planted.size} |`,
);
console.log(
  `| blocked, 50,000 players | ${format(mean('blocked, 50,000 players'))} | – | ${(100 * recall(large)).toFixed(0)} % of ${large.planted.size} |`,
);
