/**
 * A game's event kinds, periods and minute limit, without their schemas
 * (game-events.ts): the recording screen walks them without loading zod
 * (decisions 286, 288).
 */

export const GAME_EVENT_KINDS = ['goal', 'yellow', 'secondYellow', 'red'] as const;
export type GameEventKind = (typeof GAME_EVENT_KINDS)[number];
export const CARD_KINDS = ['yellow', 'secondYellow', 'red'] as const satisfies readonly GameEventKind[];

/**
 * A game's periods, in order. `fullTime` is reached by finishing the game;
 * the others by `POST /api/games/{id}/period`.
 */
export const GAME_PERIODS = ['firstHalf', 'halfTime', 'secondHalf', 'shootout', 'fullTime'] as const;
export type GamePeriod = (typeof GAME_PERIODS)[number];
/** The periods a running game may be moved to by hand. */
export const RUNNING_GAME_PERIODS = ['firstHalf', 'halfTime', 'secondHalf', 'shootout'] as const;

/** The latest minute an event may carry (extra time and stoppage included). */
export const MAX_GAME_MINUTE = 150;

/**
 * What one game's record may hold (decision 351): what football allows, with
 * room to spare, so that no account can grow a game past what a follower can
 * read in one answer. A side's goals stop at 99, as a shootout's do (five
 * times a 20:0 youth game); its cards at 60 (a squad of 23 is at most 46
 * yellow and 23 red cards, and a game ends once a side is down to 6). A
 * player is shown at most two yellow cards (the second is `secondYellow`)
 * and one red. Together: at most MAX_GAME_EVENTS events a game.
 */
export const MAX_GOALS_PER_TEAM = 99;
export const MAX_CARDS_PER_TEAM = 60;
export const MAX_YELLOW_CARDS_PER_PLAYER = 2;
export const MAX_RED_CARDS_PER_PLAYER = 1;
export const MAX_GAME_EVENTS = 2 * (MAX_GOALS_PER_TEAM + MAX_CARDS_PER_TEAM);
