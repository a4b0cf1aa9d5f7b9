import { describe, expect, it } from 'vitest';
import { CAPABILITIES, isCapability, type Actor, type Capability, type CapabilityResources } from './capabilities.js';
import { ALL_LEVELS, type Level } from './levels.js';
import { can, canSome, grantOf } from './policy.js';

// ---- the world the matrix is asked about ------------------------------------------------------------

const ME = 'user-me';
const SOMEONE_ELSE = 'user-other';
const OWN_CLUB = 'club-own';
const SECOND_OWN_CLUB = 'club-own-2';
const OTHER_CLUB = 'club-other';

/**
 * Every actor carries the same assigned clubs, whatever the level: a club
 * assignment only counts at level 3 (a demoted club user keeps stale clubIds).
 */
const actorAt = (level: Level): Actor => ({ id: ME, level, clubIds: [OWN_CLUB, SECOND_OWN_CLUB] });

/** Columns of docs/product/levels-and-access.md: levels 0–5, then signed out. */
const COLUMNS: readonly { readonly name: string; readonly actor: Actor | null }[] = [
  ...ALL_LEVELS.map((level) => ({ name: `level ${level}`, actor: actorAt(level) })),
  { name: 'signed out', actor: null },
];

interface MatrixRow {
  readonly capability: Capability;
  readonly situation: string;
  /** Seven cells as in docs/product/levels-and-access.md — levels 0 1 2 3 4 5, signed out — `✓` allow, `–` deny. */
  readonly expected: string;
  readonly check: (actor: Actor | null) => boolean;
}

function row<C extends Capability>(
  capability: C,
  situation: string,
  resource: CapabilityResources[C],
  expected: string,
): MatrixRow {
  return { capability, situation, expected, check: (actor) => can(actor, capability, resource) };
}

const NONE = 'no resource';
const ownClubsPlayer = { clubId: OWN_CLUB };
const secondOwnClubsPlayer = { clubId: SECOND_OWN_CLUB };
const otherClubsPlayer = { clubId: OTHER_CLUB };
const freePlayer = { clubId: null };

// ---- docs/product/levels-and-access.md as data: capability × situation × {0..5, signed out} ----------------------------

const MATRIX: readonly MatrixRow[] = [
  // see home, tournament hub list, legal pages
  row('home.view', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ ✓'),
  row('tournament.list', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ ✓'),
  row('legal.view', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ ✓'),
  // see tournaments: schedule, results, standings, bracket, line-ups
  row('tournament.view', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ –'),
  // follow tournaments
  row('tournament.follow', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ –'),
  // see anonymised aggregated metrics
  row('metrics.viewAggregated', NONE, undefined, '✓ ✓ ✓ ✓ ✓ ✓ –'),
  // see a player's personal details: all all all "own clubs' players" – – –
  row('player.viewPersonalDetails', "own club's player", ownClubsPlayer, '✓ ✓ ✓ ✓ – – –'),
  row('player.viewPersonalDetails', "second own club's player", secondOwnClubsPlayer, '✓ ✓ ✓ ✓ – – –'),
  row('player.viewPersonalDetails', "other club's player", otherClubsPlayer, '✓ ✓ ✓ – – – –'),
  row('player.viewPersonalDetails', 'free player', freePlayer, '✓ ✓ ✓ – – – –'),
  // create and edit players: all all – "own clubs only" – – –
  row('player.create', 'into own club', ownClubsPlayer, '✓ ✓ – ✓ – – –'),
  row('player.create', 'into other club', otherClubsPlayer, '✓ ✓ – – – – –'),
  row('player.create', 'as free player', freePlayer, '✓ ✓ – – – – –'),
  row('player.editDetails', "own club's player", ownClubsPlayer, '✓ ✓ – ✓ – – –'),
  row('player.editDetails', "other club's player", otherClubsPlayer, '✓ ✓ – – – – –'),
  row('player.editDetails', 'free player', freePlayer, '✓ ✓ – – – – –'),
  row('player.editDetails', 'own club, club unchanged', { clubId: OWN_CLUB, newClubId: OWN_CLUB }, '✓ ✓ – ✓ – – –'),
  row('player.editDetails', 'move own → own', { clubId: OWN_CLUB, newClubId: SECOND_OWN_CLUB }, '✓ ✓ – ✓ – – –'),
  row('player.editDetails', 'move own → other', { clubId: OWN_CLUB, newClubId: OTHER_CLUB }, '✓ ✓ – – – – –'),
  row('player.editDetails', 'release own → free', { clubId: OWN_CLUB, newClubId: null }, '✓ ✓ – – – – –'),
  row('player.editDetails', 'move other → own', { clubId: OTHER_CLUB, newClubId: OWN_CLUB }, '✓ ✓ – – – – –'),
  row('player.editDetails', 'take free → own', { clubId: null, newClubId: OWN_CLUB }, '✓ ✓ – – – – –'),
  row('player.delete', "own club's player", ownClubsPlayer, '✓ ✓ – ✓ – – –'),
  row('player.delete', "other club's player", otherClubsPlayer, '✓ ✓ – – – – –'),
  row('player.delete', 'free player', freePlayer, '✓ ✓ – – – – –'),
  // rate players; see own ratings: ✓ ✓ ✓ "own clubs' players" – – –
  row('rating.create', "own club's player", ownClubsPlayer, '✓ ✓ ✓ ✓ – – –'),
  row('rating.create', "other club's player", otherClubsPlayer, '✓ ✓ ✓ – – – –'),
  row('rating.create', 'free player', freePlayer, '✓ ✓ ✓ – – – –'),
  row('rating.viewOwn', "own rating, own club's player", { authorId: ME, playerClubId: OWN_CLUB }, '✓ ✓ ✓ ✓ – – –'),
  row('rating.viewOwn', "own rating, other club's player", { authorId: ME, playerClubId: OTHER_CLUB }, '✓ ✓ ✓ – – – –'),
  row('rating.viewOwn', 'own rating, free player', { authorId: ME, playerClubId: null }, '✓ ✓ ✓ – – – –'),
  row(
    'rating.viewOwn',
    "other's rating, own club's player",
    { authorId: SOMEONE_ELSE, playerClubId: OWN_CLUB },
    '– – – – – – –',
  ),
  row(
    'rating.viewOwn',
    "other's rating, other club's player",
    { authorId: SOMEONE_ELSE, playerClubId: OTHER_CLUB },
    '– – – – – – –',
  ),
  row('rating.viewOwn', "deleted user's rating", { authorId: null, playerClubId: OWN_CLUB }, '– – – – – – –'),
  // see who wrote a rating: ✓ ✓ "own only" – – – –
  row('rating.viewAuthor', 'own rating', { authorId: ME }, '✓ ✓ ✓ – – – –'),
  row('rating.viewAuthor', "other's rating", { authorId: SOMEONE_ELSE }, '✓ ✓ – – – – –'),
  row('rating.viewAuthor', "deleted user's rating", { authorId: null }, '✓ ✓ – – – – –'),
  // clubs list, free players
  row('club.list', NONE, undefined, '✓ ✓ ✓ – – – –'),
  row('freePlayers.view', NONE, undefined, '✓ ✓ ✓ – – – –'),
  // create clubs, assign free players to clubs
  row('club.create', NONE, undefined, '✓ ✓ – – – – –'),
  row('freePlayers.assign', NONE, undefined, '✓ ✓ – – – – –'),
  // club page: ✓ ✓ ✓ "own: edit; others: read" read – –
  row('club.view', 'own club', { id: OWN_CLUB }, '✓ ✓ ✓ ✓ ✓ – –'),
  row('club.view', 'other club', { id: OTHER_CLUB }, '✓ ✓ ✓ ✓ ✓ – –'),
  row('club.edit', 'own club', { id: OWN_CLUB }, '✓ ✓ ✓ ✓ – – –'),
  row('club.edit', 'second own club', { id: SECOND_OWN_CLUB }, '✓ ✓ ✓ ✓ – – –'),
  row('club.edit', 'other club', { id: OTHER_CLUB }, '✓ ✓ ✓ – – – –'),
  // formations and tactical map: all all read "own clubs" read – –
  row('formation.view', "own club's formation", { clubId: OWN_CLUB }, '✓ ✓ ✓ ✓ ✓ – –'),
  row('formation.view', "other club's formation", { clubId: OTHER_CLUB }, '✓ ✓ ✓ – ✓ – –'),
  row('formation.edit', "own club's formation", { clubId: OWN_CLUB }, '✓ ✓ – ✓ – – –'),
  row('formation.edit', "other club's formation", { clubId: OTHER_CLUB }, '✓ ✓ – – – – –'),
  // duplicates (find and merge)
  row('duplicates.manage', NONE, undefined, '✓ ✓ – – – – –'),
  // create or delete tournaments
  row('tournament.create', NONE, undefined, '✓ ✓ – – – – –'),
  row('tournament.delete', NONE, undefined, '✓ ✓ – – – – –'),
  // set up tournaments, record games, apply group results, resolve ties
  row('tournament.setUp', NONE, undefined, '✓ ✓ ✓ – – – –'),
  row('game.record', NONE, undefined, '✓ ✓ ✓ – – – –'),
  // …and, at any level, the game one is the assigned official of (decision 454)
  row('game.record', 'game one is the official of', { officialId: ME }, '✓ ✓ ✓ ✓ ✓ ✓ –'),
  row('game.record', "another official's game", { officialId: SOMEONE_ELSE }, '✓ ✓ ✓ – – – –'),
  row('game.record', 'game without an official', { officialId: null }, '✓ ✓ ✓ – – – –'),
  row('groupResults.apply', NONE, undefined, '✓ ✓ ✓ – – – –'),
  row('tie.resolve', NONE, undefined, '✓ ✓ ✓ – – – –'),
  // set a line-up for own club's game: ✓ ✓ ✓ "own clubs" – – –
  row('lineup.set', "own club's line-up", { clubId: OWN_CLUB }, '✓ ✓ ✓ ✓ – – –'),
  row('lineup.set', "other club's line-up", { clubId: OTHER_CLUB }, '✓ ✓ ✓ – – – –'),
  // user overview: ✓ read – – – – –
  row('users.view', NONE, undefined, '✓ ✓ – – – – –'),
  // change level, assign clubs: ✓ – – – – – –; nobody changes their own level (docs/product/levels-and-access.md)
  row('users.changeLevel', "another user's level", { userId: SOMEONE_ELSE }, '✓ – – – – – –'),
  row('users.changeLevel', 'own level', { userId: ME }, '– – – – – – –'),
  row('users.assignClubs', NONE, undefined, '✓ – – – – – –'),
  // own account: edit, export, delete
  row('account.manageOwn', 'own account', { userId: ME }, '✓ ✓ ✓ ✓ ✓ ✓ –'),
  row('account.manageOwn', "another user's account", { userId: SOMEONE_ELSE }, '– – – – – – –'),
  // a tournament's scouting report and "my tournament day" (decision 430)
  row('scouting.view', "own club's player", ownClubsPlayer, '✓ ✓ ✓ ✓ – – –'),
  row('scouting.view', "other club's player", otherClubsPlayer, '✓ ✓ ✓ – – – –'),
  row('scouting.view', 'free player', freePlayer, '✓ ✓ ✓ – – – –'),
  // the scouting plan: edit edit "read own" – – – –
  row('scoutingPlan.view', 'own assignments', { userId: ME }, '✓ ✓ ✓ – – – –'),
  row('scoutingPlan.view', "another scout's assignments", { userId: SOMEONE_ELSE }, '✓ ✓ – – – – –'),
  row('scoutingPlan.edit', NONE, undefined, '✓ ✓ – – – – –'),
  row('event.manage', NONE, undefined, '✓ ✓ – – – – –'),
  row('official.manage', NONE, undefined, '✓ ✓ ✓ – – – –'),
  // operating the installation (metrics; decision 027)
  row('system.monitor', NONE, undefined, '✓ – – – – – –'),
];

function cellsOf(matrixRow: MatrixRow): boolean[] {
  return matrixRow.expected.split(' ').map((cell) => cell === '✓');
}

const CELLS = MATRIX.flatMap((matrixRow) =>
  cellsOf(matrixRow).map((allowed, index) => ({ ...matrixRow, column: COLUMNS[index], allowed })),
);

describe('the access table of docs/product/levels-and-access.md', () => {
  it('is well formed and covers every capability', () => {
    for (const matrixRow of MATRIX) {
      expect(matrixRow.expected, `${matrixRow.capability} / ${matrixRow.situation}`).toMatch(/^[✓–]( [✓–]){6}$/);
    }
    expect(new Set(MATRIX.map((matrixRow) => matrixRow.capability))).toEqual(new Set(CAPABILITIES));
    // 73 rows × 7 columns; a change here means the matrix grew or shrank on purpose
    // (the 66th: system.monitor, decision 027; 67–72: the scouting report, day and plan, decision 430;
    // 73: event.manage, decision 450; 74–77: recording as an official and official.manage, decision 454).
    expect(CELLS).toHaveLength(539);
    expect(CELLS.filter((cell) => cell.allowed)).toHaveLength(230);
    expect(CELLS.filter((cell) => !cell.allowed)).toHaveLength(309);
  });

  it.each(
    CELLS.map(
      (cell) => [cell.capability, cell.situation, cell.column?.name, cell.allowed ? 'allow' : 'deny', cell] as const,
    ),
  )('%s · %s · %s → %s', (_capability, _situation, _column, _verdict, cell) => {
    expect(cell.column).toBeDefined();
    expect(cell.check(cell.column?.actor ?? null)).toBe(cell.allowed);
  });
});

describe('grantOf and canSome agree with the matrix', () => {
  it.each(CAPABILITIES.flatMap((capability) => COLUMNS.map((column) => [capability, column.name, column] as const)))(
    '%s · %s',
    (capability, _name, column) => {
      const verdicts = MATRIX.filter((matrixRow) => matrixRow.capability === capability).map((matrixRow) =>
        matrixRow.check(column.actor),
      );
      const grant = grantOf(column.actor, capability);
      expect(canSome(column.actor, capability)).toBe(verdicts.some(Boolean));
      if (grant === 'all') expect(verdicts.every(Boolean)).toBe(true);
      if (grant === 'none') expect(verdicts.some(Boolean)).toBe(false);
      // "scoped" means the resource decides: the matrix shows it both ways.
      if (grant === 'scoped') expect(new Set(verdicts)).toEqual(new Set([true, false]));
    },
  );
});

describe('lower number means more power', () => {
  it('holds cell by cell, except where docs/product/levels-and-access.md deliberately breaks it', () => {
    const exceptions: string[] = [];
    for (const matrixRow of MATRIX) {
      const cells = cellsOf(matrixRow).slice(0, 6);
      cells.forEach((allowed, level) => {
        if (allowed && cells.slice(0, level).some((higher) => !higher)) {
          exceptions.push(`${matrixRow.capability} / ${matrixRow.situation} / level ${level}`);
        }
      });
    }
    expect(exceptions).toEqual([
      // Club staff write their own clubs' players and formations; external scouts (level 2) do not.
      'player.create / into own club / level 3',
      "player.editDetails / own club's player / level 3",
      'player.editDetails / own club, club unchanged / level 3',
      'player.editDetails / move own → own / level 3',
      "player.delete / own club's player / level 3",
      // Guests read every club's formations; club staff see only their own clubs' (rivals' tactics stay private).
      "formation.view / other club's formation / level 4",
      "formation.edit / own club's formation / level 3",
    ]);
  });
});

describe('can: edge cases', () => {
  const clubUser = actorAt(3);

  it('gives a level-3 user without assigned clubs nothing club-scoped', () => {
    const clubless: Actor = { id: ME, level: 3, clubIds: [] };
    expect(can(clubless, 'player.editDetails', ownClubsPlayer)).toBe(false);
    expect(can(clubless, 'player.viewPersonalDetails', freePlayer)).toBe(false);
    expect(can(clubless, 'club.edit', { id: OWN_CLUB })).toBe(false);
    expect(can(clubless, 'club.view', { id: OWN_CLUB })).toBe(true);
    expect(can(clubless, 'lineup.set', { clubId: OWN_CLUB })).toBe(false);
  });

  it('fails closed on a level outside 0–5', () => {
    for (const level of [6, -1, 1.5, Number.NaN]) {
      const broken = { id: ME, level, clubIds: [OWN_CLUB] } as unknown as Actor;
      for (const capability of CAPABILITIES) {
        expect(grantOf(broken, capability)).toBe('none');
      }
      expect(can(broken, 'home.view', undefined)).toBe(false);
      expect(can(broken, 'player.viewPersonalDetails', ownClubsPlayer)).toBe(false);
    }
  });

  it('fails closed when a scoped rule gets no resource at run time', () => {
    expect(can(clubUser, 'player.editDetails', undefined as unknown as { clubId: string })).toBe(false);
    expect(can(clubUser, 'club.edit', null as unknown as { id: string })).toBe(false);
    // A level that is allowed everything does not need the resource.
    expect(can(actorAt(0), 'player.editDetails', undefined as unknown as { clubId: string })).toBe(true);
  });

  it('refuses an unknown capability', () => {
    const unknown = 'player.launder' as Capability;
    expect(isCapability(unknown)).toBe(false);
    expect(can(actorAt(0), unknown, undefined as never)).toBe(false);
    expect(grantOf(actorAt(0), unknown)).toBe('none');
    expect(isCapability('player.editDetails')).toBe(true);
  });

  it('type-checks each capability against its resource', () => {
    // These lines only need to compile (or fail to): tsc -p packages/core/tsconfig.test.json.
    expect(can(clubUser, 'club.list')).toBe(false);
    // @ts-expect-error player.editDetails needs the player's club
    can(clubUser, 'player.editDetails');
    // @ts-expect-error a club is { id }, not { clubId }
    can(clubUser, 'club.edit', { clubId: OWN_CLUB });
    // @ts-expect-error a rating needs its author
    can(clubUser, 'rating.viewAuthor', { playerClubId: OWN_CLUB });
    // @ts-expect-error own-account rows need { userId }
    can(clubUser, 'account.manageOwn', { id: ME });
  });
});
