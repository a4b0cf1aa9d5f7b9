/**
 * Duplicate player detection (issue: "Müller" = "Mueller"). Pure: the server
 * feeds it players and persists what people decide.
 */

export type DuplicateInput = {
  id: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
  nationality: string | null;
};

export type DuplicateCandidate = {
  /** The two ids in ascending order, so a pair has one stable key. */
  ids: [string, string];
  /** 0–1; 1 is certain. */
  score: number;
  /** What matched, as codes for the UI to translate. */
  reasons: ('NAME_EXACT' | 'NAME_SIMILAR' | 'NAMES_SWAPPED' | 'BIRTHDAY_EXACT' | 'BIRTH_YEAR' | 'NATIONALITY')[];
};

const TRANSLITERATIONS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/ß/g, 'ss'],
  [/æ/g, 'ae'],
  [/ø/g, 'oe'],
  [/å/g, 'aa'],
  [/ł/g, 'l'],
  [/đ/g, 'd'],
];

/**
 * Lower case, German-style transliteration first (so "Müller" becomes
 * "mueller" like the spelling without umlauts), then accents dropped
 * ("José" → "jose"), and anything but letters and spaces folded away.
 */
export function normalizeName(name: string): string {
  let text = name.toLowerCase().normalize('NFC');
  for (const [pattern, replacement] of TRANSLITERATIONS) text = text.replace(pattern, replacement);
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Jaro–Winkler similarity, 0–1. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length ? 1 : 0;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  // Typed arrays: zeroed on creation, and far less garbage than boolean arrays when matching thousands of names.
  const matchedA = new Uint8Array(a.length);
  const matchedB = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (matchedB[j] || a[i] !== b[j]) continue;
      matchedA[i] = matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

type Prepared = DuplicateInput & { first: string; last: string };

const prepare = (p: DuplicateInput): Prepared => ({
  ...p,
  first: normalizeName(p.firstName).replace(/\s/g, ''),
  last: normalizeName(p.lastName).replace(/\s/g, ''),
});

/** Scores one pair; null when they are clearly different people. */
export function comparePlayers(a: DuplicateInput, b: DuplicateInput): Omit<DuplicateCandidate, 'ids'> | null {
  return comparePrepared(prepare(a), prepare(b));
}

function comparePrepared(a: Prepared, b: Prepared): Omit<DuplicateCandidate, 'ids'> | null {
  const reasons: DuplicateCandidate['reasons'] = [];
  // Different known birthdays: different people, however alike the names.
  if (a.birthday && b.birthday && a.birthday !== b.birthday && a.birthday.slice(0, 4) !== b.birthday.slice(0, 4)) {
    return null;
  }
  const first = [a.first, b.first] as const;
  const last = [a.last, b.last] as const;
  const straight = (jaroWinkler(first[0], first[1]) + 2 * jaroWinkler(last[0], last[1])) / 3;
  const swapped = (jaroWinkler(first[0], last[1]) + 2 * jaroWinkler(last[0], first[1])) / 3;
  const name = Math.max(straight, swapped);
  if (name < 0.85) return null;
  reasons.push(swapped > straight ? 'NAMES_SWAPPED' : name === 1 ? 'NAME_EXACT' : 'NAME_SIMILAR');

  let score = 0.6 * name;
  if (a.birthday && b.birthday) {
    if (a.birthday === b.birthday) {
      score += 0.3;
      reasons.push('BIRTHDAY_EXACT');
    } else {
      score += 0.1;
      reasons.push('BIRTH_YEAR');
    }
  } else {
    score += 0.1; // unknown: neither for nor against
  }
  if (a.nationality && a.nationality === b.nationality) {
    score += 0.1;
    reasons.push('NATIONALITY');
  } else if (!a.nationality || !b.nationality) {
    score += 0.05;
  }
  return { score: round2(Math.min(1, score)), reasons };
}

/** A block this large says too little (e.g. every "Kevin Sch…"); its pairs are left to the other blocks. */
const MAX_BLOCK = 400;

/**
 * The blocks a player belongs to: the same last name and first initial, the
 * same start of both names (typos later in the name), the same birthday and
 * last initial; each also with the names swapped.
 */
function blockKeys({ first, last, birthday }: Prepared): string[] {
  const keys: string[] = [];
  for (const [a, b] of [
    [first, last],
    [last, first], // swapped first and last names
  ] as const) {
    keys.push(`n:${b}|${a.slice(0, 1)}`, `p:${a.slice(0, 4)}|${b.slice(0, 2)}`);
    if (birthday) keys.push(`b:${birthday}|${b.slice(0, 1)}`);
  }
  return keys;
}

/**
 * Candidate pairs at or above `threshold`, best first. Pairs are only
 * compared within blocks that real duplicates share — the same last name and
 * first initial, the same start of both names (typos later in the name), the
 * same birthday and last initial, or the same with the names swapped — which
 * keeps 50,000 players far from 1.25 billion comparisons. `dismissed` holds
 * "a|b" keys of pairs a person said are not duplicates.
 */
export function findDuplicateCandidates(
  players: readonly DuplicateInput[],
  // 0.7 keeps an exact name match with nothing else known (0.75): worth a person's look.
  { threshold = 0.7, dismissed = new Set<string>() }: { threshold?: number; dismissed?: ReadonlySet<string> } = {},
): DuplicateCandidate[] {
  const blocks = new Map<string, number[]>();
  const add = (key: string, index: number) => {
    const list = blocks.get(key);
    if (list) list.push(index);
    else blocks.set(key, [index]);
  };
  const prepared = players.map(prepare);
  prepared.forEach((player, index) => {
    for (const key of blockKeys(player)) add(key, index);
  });

  const found = new Map<string, DuplicateCandidate>();
  for (const members of blocks.values()) {
    if (members.length < 2 || members.length > MAX_BLOCK) continue;
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = prepared[members[i]!]!;
        const b = prepared[members[j]!]!;
        if (a.id === b.id) continue;
        const ids: [string, string] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
        const key = pairKey(ids[0], ids[1]);
        if (found.has(key) || dismissed.has(key)) continue;
        const match = comparePrepared(a, b);
        if (match && match.score >= threshold) found.set(key, { ids, ...match });
      }
    }
  }
  return [...found.values()].sort((x, y) => y.score - x.score || pairKey(...x.ids).localeCompare(pairKey(...y.ids)));
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * The personal details (docs/product/personal-details.md) among the fields matching reads:
 * birthday and nationality. A caller who may not see a player's personal
 * details must not get a score, a flag or an order that depends on them —
 * otherwise guessing a birthday row by row and watching the score reveals it.
 * Stripping them before anything is computed makes every result provably
 * independent of them: an unknown birthday or nationality scores the same
 * whatever the other side holds, and puts the player in no birthday block.
 */
export function withoutPersonalDetails(player: DuplicateInput): DuplicateInput {
  return { ...player, birthday: null, nationality: null };
}

export type DuplicateMatch = Omit<DuplicateCandidate, 'ids'> & { id: string };

export type DuplicateMatchOptions = {
  /** Lowest score kept; 0.7 like `findDuplicateCandidates`. */
  threshold?: number;
  /** At most this many matches per input, best first. */
  limit?: number;
  /** At most this many indexed players compared per input, most telling blocks first. */
  budget?: number;
};

/** Default `budget` of `DuplicateIndex.match`: bounds the work per input whatever the data. */
export const MATCH_BUDGET = 100;

export type DuplicateIndex = {
  /**
   * Adds a player to match against. `personalDetails: false` when the caller
   * may not see this player's personal details: they are dropped here, before
   * blocking or scoring (see `withoutPersonalDetails`).
   */
  add(player: DuplicateInput, access: { personalDetails: boolean }): void;
  /** The indexed players `input` probably duplicates, best first (ties by id). */
  match(input: DuplicateInput, options?: DuplicateMatchOptions): DuplicateMatch[];
  readonly size: number;
};

/**
 * Matching new records (an import) against existing players only — never
 * against each other — with the blocks of `findDuplicateCandidates`. Each
 * `match` compares at most `budget` players: an exact name first, then the
 * same last name and first initial, the same birthday, the same start of the
 * names; blocks larger than the duplicates page would use are skipped (except
 * the exact name). Work per input is bounded, so a file of near-identical
 * names costs no more than any other; callers can add and match in slices
 * and yield in between.
 */
export function createDuplicateIndex(): DuplicateIndex {
  const entries: Prepared[] = [];
  const blocks = new Map<string, number[]>();
  const add = (key: string, index: number) => {
    const list = blocks.get(key);
    if (list) list.push(index);
    else blocks.set(key, [index]);
  };
  return {
    get size() {
      return entries.length;
    },
    add(player, { personalDetails }) {
      const prepared = prepare(personalDetails ? player : withoutPersonalDetails(player));
      const index = entries.push(prepared) - 1;
      add(`x:${prepared.first}|${prepared.last}`, index);
      for (const key of blockKeys(prepared)) add(key, index);
    },
    match(input, { threshold = 0.7, limit = 5, budget = MATCH_BUDGET } = {}) {
      const p = prepare(input);
      const own = blockKeys(p);
      // Most telling first: exact name (either order), last name + initial, birthday, start of the names.
      const keys = [
        `x:${p.first}|${p.last}`,
        `x:${p.last}|${p.first}`,
        ...['n:', 'b:', 'p:'].flatMap((kind) => own.filter((key) => key.startsWith(kind))),
      ];
      const seen = new Set<number>();
      const found: DuplicateMatch[] = [];
      compare: for (const key of keys) {
        const members = blocks.get(key);
        if (!members || (members.length > MAX_BLOCK && !key.startsWith('x:'))) continue;
        for (const member of members) {
          if (seen.has(member)) continue;
          if (seen.size >= budget) break compare;
          seen.add(member);
          const other = entries[member]!;
          if (other.id === p.id) continue;
          const result = comparePrepared(p, other);
          if (result && result.score >= threshold) found.push({ id: other.id, ...result });
        }
      }
      return found.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)).slice(0, limit);
    },
  };
}
