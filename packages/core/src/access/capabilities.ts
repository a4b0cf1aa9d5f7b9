import type { Level } from './levels.js';

/**
 * Who is asking. `null` (not an Actor) means signed out.
 * `clubIds` are the actor's assigned clubs (docs/product/levels-and-access.md); they only grant
 * anything at level 3 — a stale assignment at another level is ignored.
 */
export interface Actor {
  readonly id: string;
  readonly level: Level;
  readonly clubIds: readonly string[];
}

/** A player (or the player a page is about): only the player's club matters for access. `null` = free player. */
export interface PlayerResource {
  readonly clubId: string | null;
}

/**
 * A player being edited. When the edit moves the player to another club (or
 * releases them), pass `newClubId`; both the current and the new club must be
 * allowed. Omitted or `undefined` means the club does not change.
 */
export interface PlayerEditResource extends PlayerResource {
  readonly newClubId?: string | null;
}

/** A club, by its own id. */
export interface ClubResource {
  readonly id: string;
}

/** Something that belongs to one club: a formation / tactical map, a club's line-up for a game. */
export interface ClubOwnedResource {
  readonly clubId: string;
}

/** A rating's author. `null` = the author deleted their account ("deleted user", docs/product/privacy.md). */
export interface RatingAuthorResource {
  readonly authorId: string | null;
}

/** A rating: its author and the club of the rated player (`null` = free player). */
export interface RatingResource extends RatingAuthorResource {
  readonly playerClubId: string | null;
}

/**
 * A game as recording sees it (decision 454): the user its event's organiser
 * assigned to record it, `null` when nobody is. Levels 0–2 record every game;
 * any other level only a game whose official it is.
 */
export interface GameRecordResource {
  readonly officialId: string | null;
}

/** A user account, by id (own-account rows, user overview actions). */
export interface UserResource {
  readonly userId: string;
}

/**
 * Every capability of docs/product/levels-and-access.md, with the resource its rule needs.
 * `undefined` = the rule needs no resource: call `can(actor, 'club.list')`.
 * Names are `area.action` and stable: the server publishes them as `x-access`.
 */
export interface CapabilityResources {
  // see home, tournament hub list, legal pages — everyone, also signed out
  'home.view': undefined;
  'tournament.list': undefined;
  'legal.view': undefined;
  // see tournaments: schedule, results, standings, bracket, line-ups
  'tournament.view': undefined;
  // follow tournaments (toggles the actor's own followedTournaments)
  'tournament.follow': undefined;
  // anonymised aggregated metrics (docs/product/personal-details.md: never names a player, groups ≥ 5)
  'metrics.viewAggregated': undefined;
  // a player's personal details (docs/product/personal-details.md), incl. media and individual ratings
  'player.viewPersonalDetails': PlayerResource;
  // create and edit players; `player.create` gets the new player's club
  'player.create': PlayerResource;
  'player.editDetails': PlayerEditResource;
  'player.delete': PlayerResource;
  // rate players; see own ratings
  'rating.create': PlayerResource;
  'rating.viewOwn': RatingResource;
  // see who wrote a rating
  'rating.viewAuthor': RatingAuthorResource;
  // clubs list, free players
  'club.list': undefined;
  'freePlayers.view': undefined;
  // create clubs, assign free players to clubs
  'club.create': undefined;
  'freePlayers.assign': undefined;
  // club page
  'club.view': ClubResource;
  'club.edit': ClubResource;
  // formations and tactical map
  'formation.view': ClubOwnedResource;
  'formation.edit': ClubOwnedResource;
  // duplicates (find and merge)
  'duplicates.manage': undefined;
  // create or delete tournaments
  'tournament.create': undefined;
  'tournament.delete': undefined;
  // set up tournaments, record games, apply group results, resolve ties
  'tournament.setUp': undefined;
  // record a game: levels 0–2 every game; any level the games it is the official of (decision 454).
  // Without a resource only levels 0–2 may (a list, a menu).
  'game.record': GameRecordResource | undefined;
  'groupResults.apply': undefined;
  'tie.resolve': undefined;
  // set a line-up for own club's game (resource: the club whose line-up it is)
  'lineup.set': ClubOwnedResource;
  // user overview: read (≤ 1), act (0)
  'users.view': undefined;
  // change level, assign clubs (see also checkLevelChange)
  'users.changeLevel': UserResource;
  'users.assignClubs': undefined;
  // own account: edit, export, delete (see also checkAccountDeletion)
  'account.manageOwn': UserResource;
  // a tournament's scouting report and "my tournament day": the rated players, per player (decision 430)
  'scouting.view': PlayerResource;
  // the scouting plan: read (0–1 all, 2 own assignments), edit (0–1)
  'scoutingPlan.view': UserResource;
  'scoutingPlan.edit': undefined;
  // create events and change them: dates, pitches, divisions' pitches, clubs' wishes, the event's schedule (decision 450)
  'event.manage': undefined;
  // invite an event's officials, list and remove them, assign them to games (decision 454)
  'official.manage': undefined;
  // operating the installation: the metrics (decision 027; not in docs/product/levels-and-access.md)
  'system.monitor': undefined;
}

/** All capabilities, in the order of docs/product/levels-and-access.md. */
export const CAPABILITIES = [
  'home.view',
  'tournament.list',
  'legal.view',
  'tournament.view',
  'tournament.follow',
  'metrics.viewAggregated',
  'player.viewPersonalDetails',
  'player.create',
  'player.editDetails',
  'player.delete',
  'rating.create',
  'rating.viewOwn',
  'rating.viewAuthor',
  'club.list',
  'freePlayers.view',
  'club.create',
  'freePlayers.assign',
  'club.view',
  'club.edit',
  'formation.view',
  'formation.edit',
  'duplicates.manage',
  'tournament.create',
  'tournament.delete',
  'tournament.setUp',
  'game.record',
  'groupResults.apply',
  'tie.resolve',
  'lineup.set',
  'users.view',
  'users.changeLevel',
  'users.assignClubs',
  'account.manageOwn',
  'scouting.view',
  'scoutingPlan.view',
  'scoutingPlan.edit',
  'event.manage',
  'official.manage',
  'system.monitor',
] as const satisfies readonly (keyof CapabilityResources)[];

export type Capability = (typeof CAPABILITIES)[number];

// Compile-time check: CAPABILITIES lists exactly the keys of CapabilityResources.
type AssertNever<T extends never> = T;
type _EveryCapabilityListed = AssertNever<Exclude<keyof CapabilityResources, Capability>>;

/** The resource `can` needs for capability `C` (`undefined` = none). */
export type ResourceOf<C extends Capability> = CapabilityResources[C];

/** Capabilities whose rule needs no resource: `can(actor, 'club.list')`. */
export type CapabilityWithoutResource = {
  [C in Capability]: undefined extends CapabilityResources[C] ? C : never;
}[Capability];

/** Capabilities whose rule looks at a resource: `can(actor, 'player.editDetails', player)`. */
export type CapabilityWithResource = Exclude<Capability, CapabilityWithoutResource>;

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && (CAPABILITIES as readonly string[]).includes(value);
}
