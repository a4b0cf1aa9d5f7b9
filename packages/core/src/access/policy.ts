import type {
  Actor,
  Capability,
  CapabilityResources,
  CapabilityWithoutResource,
  ClubOwnedResource,
  ClubResource,
  GameRecordResource,
  PlayerEditResource,
  PlayerResource,
  RatingAuthorResource,
  RatingResource,
  UserResource,
} from './capabilities.js';
import { isLevel } from './levels.js';

/**
 * What one level gets for one capability: `true` (all), `false` (none), or a
 * rule on the resource ("own clubs' players", "own only", …).
 */
type Grant<R> = boolean | ((actor: Actor, resource: R) => boolean);

/** One row of docs/product/levels-and-access.md: a grant for each level 0–5, and the signed-out column. */
interface Rule<R> {
  readonly levels: readonly [Grant<R>, Grant<R>, Grant<R>, Grant<R>, Grant<R>, Grant<R>];
  readonly signedOut: boolean;
}

// ---- "own" rules --------------------------------------------------------------------------------

function isOwnClub(actor: Actor, clubId: string | null | undefined): boolean {
  return typeof clubId === 'string' && actor.clubIds.includes(clubId);
}

/** "own clubs' players": the player belongs to one of the actor's clubs. A free player (clubId null) is nobody's. */
const ownClubsPlayer = (actor: Actor, player: PlayerResource): boolean => isOwnClub(actor, player.clubId);

/** Editing an own club's player; a move must also land in an own club (releasing to free players is not "own"). */
const ownClubsPlayerEdit = (actor: Actor, player: PlayerEditResource): boolean =>
  isOwnClub(actor, player.clubId) && (player.newClubId === undefined || isOwnClub(actor, player.newClubId));

/** The club itself is one of the actor's clubs. */
const ownClub = (actor: Actor, club: ClubResource): boolean => isOwnClub(actor, club.id);

/** The thing (formation, line-up) belongs to one of the actor's clubs. */
const ownClubsThing = (actor: Actor, thing: ClubOwnedResource): boolean => isOwnClub(actor, thing.clubId);

/** "own only": the actor wrote the rating. A deleted author (null) is nobody. */
const ownRating = (actor: Actor, rating: RatingAuthorResource): boolean =>
  rating.authorId !== null && rating.authorId === actor.id;

/** Level 3's own ratings: written by the actor, about a player of one of the actor's clubs. */
const ownRatingOfOwnClubsPlayer = (actor: Actor, rating: RatingResource): boolean =>
  ownRating(actor, rating) && isOwnClub(actor, rating.playerClubId);

/** The account is the actor's own. */
const self = (actor: Actor, user: UserResource): boolean => user.userId === actor.id;

/** The game's assigned official is the actor (decision 454). */
const assignedOfficial = (actor: Actor, game: GameRecordResource | undefined): boolean =>
  game !== undefined && game.officialId !== null && game.officialId === actor.id;

/** Another user's account (nobody changes their own level, docs/product/levels-and-access.md). */
const otherUser = (actor: Actor, user: UserResource): boolean => user.userId !== actor.id;

// ---- the matrix -----------------------------------------------------------------------------------

const Y = true;
const N = false;

const everyone: Rule<undefined> = { levels: [Y, Y, Y, Y, Y, Y], signedOut: true };
const signedIn: Rule<undefined> = { levels: [Y, Y, Y, Y, Y, Y], signedOut: false };
const upToModerator: Rule<undefined> = { levels: [Y, Y, N, N, N, N], signedOut: false };
const upToExternalScout: Rule<undefined> = { levels: [Y, Y, Y, N, N, N], signedOut: false };
const administratorOnly: Rule<undefined> = { levels: [Y, N, N, N, N, N], signedOut: false };

const playerWrite: Rule<PlayerResource> = { levels: [Y, Y, N, ownClubsPlayer, N, N], signedOut: false };

/**
 * docs/product/levels-and-access.md, row by row. Columns: levels 0, 1, 2, 3, 4, 5; then signed out.
 * Keep this in step with the table; `access/policy.test.ts` holds the same
 * matrix as data and checks every cell.
 */
const RULES: { readonly [C in Capability]: Rule<CapabilityResources[C]> } = {
  // see home, tournament hub list, legal pages: ✓ everywhere, also signed out
  'home.view': everyone,
  'tournament.list': everyone,
  'legal.view': everyone,
  // see tournaments (schedule, results, standings, bracket, line-ups): ✓ ✓ ✓ ✓ ✓ ✓ –
  'tournament.view': signedIn,
  // follow tournaments: ✓ ✓ ✓ ✓ ✓ ✓ –
  'tournament.follow': signedIn,
  // see anonymised aggregated metrics: ✓ ✓ ✓ ✓ ✓ ✓ –
  'metrics.viewAggregated': signedIn,
  // see a player's personal details: all all all own-clubs'-players – – –
  'player.viewPersonalDetails': { levels: [Y, Y, Y, ownClubsPlayer, N, N], signedOut: false },
  // create and edit players: all all – own-clubs-only – – –
  'player.create': playerWrite,
  'player.editDetails': { levels: [Y, Y, N, ownClubsPlayerEdit, N, N], signedOut: false },
  'player.delete': playerWrite,
  // rate players; see own ratings: ✓ ✓ ✓ own-clubs'-players – – –
  'rating.create': { levels: [Y, Y, Y, ownClubsPlayer, N, N], signedOut: false },
  'rating.viewOwn': {
    levels: [ownRating, ownRating, ownRating, ownRatingOfOwnClubsPlayer, N, N],
    signedOut: false,
  },
  // see who wrote a rating: ✓ ✓ own-only – – – –
  'rating.viewAuthor': { levels: [Y, Y, ownRating, N, N, N], signedOut: false },
  // clubs list, free players: ✓ ✓ ✓ – – – –
  'club.list': upToExternalScout,
  'freePlayers.view': upToExternalScout,
  // create clubs, assign free players to clubs: ✓ ✓ – – – – –
  'club.create': upToModerator,
  'freePlayers.assign': upToModerator,
  // club page: ✓ ✓ ✓ own:edit/others:read read – –
  'club.view': { levels: [Y, Y, Y, Y, Y, N], signedOut: false },
  'club.edit': { levels: [Y, Y, Y, ownClub, N, N], signedOut: false },
  // formations and tactical map: all all read own-clubs read – –
  'formation.view': { levels: [Y, Y, Y, ownClubsThing, Y, N], signedOut: false },
  'formation.edit': { levels: [Y, Y, N, ownClubsThing, N, N], signedOut: false },
  // duplicates (find and merge): ✓ ✓ – – – – –
  'duplicates.manage': upToModerator,
  // create or delete tournaments: ✓ ✓ – – – – –
  'tournament.create': upToModerator,
  'tournament.delete': upToModerator,
  // set up tournaments, record games, apply group results, resolve ties: ✓ ✓ ✓ – – – –
  'tournament.setUp': upToExternalScout,
  // recording also: the games one is the assigned official of, at any level (decision 454)
  'game.record': {
    levels: [Y, Y, Y, assignedOfficial, assignedOfficial, assignedOfficial],
    signedOut: false,
  },
  'groupResults.apply': upToExternalScout,
  'tie.resolve': upToExternalScout,
  // set a line-up for own club's game: ✓ ✓ ✓ own-clubs – – –
  'lineup.set': { levels: [Y, Y, Y, ownClubsThing, N, N], signedOut: false },
  // user overview: ✓ read – – – – –
  'users.view': upToModerator,
  // change level, assign clubs: ✓ – – – – – – (never one's own level)
  'users.changeLevel': { levels: [otherUser, N, N, N, N, N], signedOut: false },
  'users.assignClubs': administratorOnly,
  // own account (edit, export, delete): ✓ ✓ ✓ ✓ ✓ ✓ –, own account only
  'account.manageOwn': { levels: [self, self, self, self, self, self], signedOut: false },
  // a tournament's scouting report and "my tournament day": ✓ ✓ ✓ own-clubs'-players – – –
  'scouting.view': { levels: [Y, Y, Y, ownClubsPlayer, N, N], signedOut: false },
  // the scouting plan: edit edit read-own – – – –
  'scoutingPlan.view': { levels: [Y, Y, self, N, N, N], signedOut: false },
  'scoutingPlan.edit': upToModerator,
  // create events (and change and schedule them; decision 450): ✓ ✓ – – – – –
  'event.manage': upToModerator,
  // invite and assign officials (decision 454): ✓ ✓ ✓ – – – –
  'official.manage': upToExternalScout,
  // operating the installation (metrics): ✓ – – – – – –
  'system.monitor': administratorOnly,
};

/**
 * The policy: may `actor` (null = signed out) use `capability` on `resource`?
 *
 * Pure and fail-closed: an unknown level or a missing resource for a rule that
 * needs one answers `false`. The server calls it before every action; the web
 * app calls it only to hide what the server would refuse anyway.
 *
 * @example can(actor, 'player.editDetails', player) // player: { clubId }
 * @example can(actor, 'club.list')
 */
export function can(actor: Actor | null, capability: CapabilityWithoutResource): boolean;
export function can<C extends Capability>(
  actor: Actor | null,
  capability: C,
  resource: CapabilityResources[C],
): boolean;
export function can<C extends Capability>(
  actor: Actor | null,
  capability: C,
  resource?: CapabilityResources[C],
): boolean {
  const rule: Rule<CapabilityResources[C]> | undefined = RULES[capability];
  if (rule === undefined) return false;
  if (actor === null) return rule.signedOut;
  if (!isLevel(actor.level)) return false;
  const grant = rule.levels[actor.level];
  if (typeof grant === 'boolean') return grant;
  if (resource === undefined || resource === null) return false;
  return grant(actor, resource);
}

/**
 * How much of a capability the actor has, before looking at any resource:
 * - `all`: allowed whatever the resource;
 * - `scoped`: allowed for some resources only (own clubs, own ratings, own account) — call `can` with the resource;
 * - `none`: never.
 *
 * Use it for a coarse check before loading a resource (an API route can answer
 * 403 for `none` at once), and for menus that link to a capability.
 */
export function grantOf(actor: Actor | null, capability: Capability): 'all' | 'scoped' | 'none' {
  const rule: Rule<never> | undefined = RULES[capability];
  if (rule === undefined) return 'none';
  if (actor === null) return rule.signedOut ? 'all' : 'none';
  if (!isLevel(actor.level)) return 'none';
  const grant = rule.levels[actor.level];
  if (typeof grant === 'boolean') return grant ? 'all' : 'none';
  return 'scoped';
}

/** True when `can` answers true for at least some resource (`grantOf` is not `none`). */
export function canSome(actor: Actor | null, capability: Capability): boolean {
  return grantOf(actor, capability) !== 'none';
}
