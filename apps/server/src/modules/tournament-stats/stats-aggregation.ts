import {
  GAME_PHASES,
  LEADERBOARD_SIZE,
  METRICS_AVERAGE_STEP,
  METRICS_MIN_GROUP_SIZE,
  POSITIONS,
  SKILLS,
  round1,
  type CardTally,
  type Game,
  type GameStats,
  type PhaseStats,
  type Position,
  type ReleasedTournamentMetrics,
  type Skill,
  type TournamentMetrics,
  type TournamentStats,
} from '@touchline/core';

/** Pure aggregation behind the statistics endpoints (decision 024); the repository groups, these rank and shape. */

export const noCards = (): CardTally => ({ yellow: 0, secondYellow: 0, red: 0 });

/** Events of one kind for one side of one game, as the repository counts them. */
export type GameEventCount = { gameId: string; team: number; kind: string; count: number };

/** One player's totals in a tournament, as the repository groups them. */
export type PlayerTally = {
  playerId: string;
  firstName: string;
  lastName: string;
  backNumber: number | null;
  club: string | null;
  goals: number;
  cards: CardTally;
};

const byName = (a: PlayerTally, b: PlayerTally) =>
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.playerId.localeCompare(b.playerId);

/** Most goals first; players without goals are not scorers. Ties by name, so the order is stable. */
export function topScorers(tallies: readonly PlayerTally[], size = LEADERBOARD_SIZE): PlayerTally[] {
  return tallies
    .filter((t) => t.goals > 0)
    .sort((a, b) => b.goals - a.goals || byName(a, b))
    .slice(0, size);
}

/** Most serious first: reds, then second yellows, then yellows (the order a disciplinary table uses). */
export function topCards(tallies: readonly PlayerTally[], size = LEADERBOARD_SIZE): PlayerTally[] {
  const total = (c: CardTally) => c.yellow + c.secondYellow + c.red;
  return tallies
    .filter((t) => total(t.cards) > 0)
    .sort(
      (a, b) =>
        b.cards.red - a.cards.red ||
        b.cards.secondYellow - a.cards.secondYellow ||
        b.cards.yellow - a.cards.yellow ||
        byName(a, b),
    )
    .slice(0, size);
}

function addCard(cards: CardTally, kind: string, count: number): void {
  if (kind === 'yellow' || kind === 'secondYellow' || kind === 'red') cards[kind] += count;
}

/** Per game: the cards of each side, from the repository's counts. */
export function cardsPerGame(counts: readonly GameEventCount[]): Map<string, { cards1: CardTally; cards2: CardTally }> {
  const result = new Map<string, { cards1: CardTally; cards2: CardTally }>();
  for (const { gameId, team, kind, count } of counts) {
    let entry = result.get(gameId);
    if (!entry) result.set(gameId, (entry = { cards1: noCards(), cards2: noCards() }));
    addCard(team === 1 ? entry.cards1 : entry.cards2, kind, count);
  }
  return result;
}

const sumCards = (a: CardTally, b: CardTally): CardTally => ({
  yellow: a.yellow + b.yellow,
  secondYellow: a.secondYellow + b.secondYellow,
  red: a.red + b.red,
});

function phaseStats(games: readonly GameStats[]): Omit<PhaseStats, 'phase'> {
  const finished = games.filter((g) => g.status === 'finished');
  const goals = finished.reduce((sum, g) => sum + g.goals1 + g.goals2, 0);
  return {
    games: finished.length,
    goals,
    goalsPerGame: finished.length ? round1(goals / finished.length) : 0,
    // A game decided by shootout is a draw in play and is counted as such; `shootouts` counts them.
    wins1: finished.filter((g) => g.goals1 > g.goals2).length,
    draws: finished.filter((g) => g.goals1 === g.goals2).length,
    wins2: finished.filter((g) => g.goals1 < g.goals2).length,
    shootouts: finished.filter((g) => g.shootout !== null).length,
    cards: finished.reduce((sum, g) => sumCards(sum, sumCards(g.cards1, g.cards2)), noCards()),
  };
}

/**
 * Game statistics of a tournament: every game that has started, with its
 * cards per side, and the finished games summed per phase and overall.
 */
export function tournamentStats(games: readonly Game[], counts: readonly GameEventCount[]): TournamentStats {
  const cards = cardsPerGame(counts);
  const played: GameStats[] = games
    .filter((g) => g.status !== 'scheduled')
    .map((g) => ({
      gameId: g.id,
      phase: g.phase,
      group: g.group,
      round: g.round,
      team1: g.team1,
      team2: g.team2,
      status: g.status,
      goals1: g.goals1,
      goals2: g.goals2,
      shootout: g.shootout,
      cards1: cards.get(g.id)?.cards1 ?? noCards(),
      cards2: cards.get(g.id)?.cards2 ?? noCards(),
    }));
  return {
    totals: phaseStats(played),
    byPhase: GAME_PHASES.map((phase) => ({ phase, games: played.filter((g) => g.phase === phase) }))
      .filter(({ games: inPhase }) => inPhase.length > 0)
      .map(({ phase, games: inPhase }) => ({ phase, ...phaseStats(inPhase) })),
    games: played,
  };
}

/**
 * One group of a tournament's metrics as the repository reads it: players of
 * one main position scored on one skill at the tournament's games, of one
 * club (null: free players), with the sum of each player's mean score there.
 */
export type MetricContribution = {
  position: string;
  skill: string;
  clubId: string | null;
  players: number;
  sum: number;
};

/**
 * One group of a released snapshot (decision 340), stored and never sent: the
 * rounded average, how many players, and how many per club at the release.
 * The per-club counts are what the subtraction rule needs for each caller;
 * no score of a single player is kept.
 */
export type ReleasedMetricCell = {
  position: Position;
  skill: Skill;
  average: number;
  players: number;
  clubs: [clubId: string | null, players: number][];
};

export const roundToStep = (value: number, step = METRICS_AVERAGE_STEP): number => Math.round(value / step) * step;

/**
 * Whether a group may be shown to a caller. At least METRICS_MIN_GROUP_SIZE
 * players in all; and, for a caller who sees some of them (a club account and
 * its own players), at least that many it does not see: otherwise the caller
 * could subtract the scores it knows and be left with one to four players'.
 */
export function cellIsShown(
  cell: { hiddenPlayers: number; visiblePlayers: number },
  min = METRICS_MIN_GROUP_SIZE,
): boolean {
  if (cell.hiddenPlayers + cell.visiblePlayers < min) return false;
  return cell.hiddenPlayers === 0 || cell.hiddenPlayers >= min;
}

const isPosition = (value: string): value is Position => (POSITIONS as readonly string[]).includes(value);
const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

/**
 * The snapshot of a tournament's metrics at its release: one cell per
 * position and skill with at least METRICS_MIN_GROUP_SIZE players (smaller
 * groups are shown to nobody, so they are not kept), its average over the
 * players' means rounded to METRICS_AVERAGE_STEP, in the order of POSITIONS
 * and SKILLS.
 */
export function releaseCells(
  contributions: readonly MetricContribution[],
  min = METRICS_MIN_GROUP_SIZE,
): ReleasedMetricCell[] {
  const cells = new Map<string, { players: number; sum: number; clubs: Map<string | null, number> }>();
  for (const { position, skill, clubId, players, sum } of contributions) {
    if (!isPosition(position) || !isSkill(skill) || players <= 0) continue;
    const key = `${position}\u0000${skill}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { players: 0, sum: 0, clubs: new Map() }));
    cell.players += players;
    cell.sum += sum;
    cell.clubs.set(clubId, (cell.clubs.get(clubId) ?? 0) + players);
  }
  return POSITIONS.flatMap((position) =>
    SKILLS.flatMap((skill) => {
      const cell = cells.get(`${position}\u0000${skill}`);
      if (!cell || cell.players < min) return [];
      return [
        {
          position,
          skill,
          average: roundToStep(cell.sum / cell.players),
          players: cell.players,
          clubs: [...cell.clubs].sort(([a], [b]) => (a ?? '').localeCompare(b ?? '')),
        },
      ];
    }),
  );
}

/**
 * The released metrics for one caller: the cells it may be shown
 * (`cellIsShown`, with the players of clubs whose details it sees counted as
 * known), averages only. No counts and no totals across positions (a total
 * minus the shown groups would give the hidden ones away).
 */
export function metricsForCaller(
  cells: readonly ReleasedMetricCell[],
  seesClub: (clubId: string | null) => boolean,
  releasedAt: string,
): ReleasedTournamentMetrics {
  const shown = cells.filter((cell) => {
    const visiblePlayers = cell.clubs.reduce((sum, [clubId, players]) => (seesClub(clubId) ? sum + players : sum), 0);
    return cellIsShown({ visiblePlayers, hiddenPlayers: cell.players - visiblePlayers });
  });
  const positions = POSITIONS.map((position) => ({
    position,
    skills: shown.filter((cell) => cell.position === position).map(({ skill, average }) => ({ skill, average })),
  })).filter((p) => p.skills.length > 0);
  return {
    state: 'released',
    releasedAt,
    minGroupSize: METRICS_MIN_GROUP_SIZE,
    averageStep: METRICS_AVERAGE_STEP,
    positions,
  };
}

/** Before the release: the coded state the web app shows ("the metrics appear once the tournament is over"). */
export const pendingMetrics = (): TournamentMetrics => ({
  state: 'pending',
  minGroupSize: METRICS_MIN_GROUP_SIZE,
  averageStep: METRICS_AVERAGE_STEP,
});

/** Hours from a day's start in UTC to its end in the last time zone (UTC−12): 24 + 12. */
const DAY_OVER_EVERYWHERE_MS = 36 * 60 * 60 * 1000;

/**
 * Whether a tournament is over, so its metrics may be released (decision
 * 340): it has games and every one is finished, or its last day has ended in
 * every time zone (a tournament whose games are never all recorded is over
 * all the same). Only organisers (levels 0–2) create games, record them or
 * move the dates.
 */
export function tournamentIsOver(
  tournament: { dateTo: string },
  games: readonly { status: string }[],
  now: Date,
): boolean {
  if (games.length > 0 && games.every((game) => game.status === 'finished')) return true;
  const lastDay = Date.parse(`${tournament.dateTo}T00:00:00Z`);
  return Number.isFinite(lastDay) && now.getTime() >= lastDay + DAY_OVER_EVERYWHERE_MS;
}
