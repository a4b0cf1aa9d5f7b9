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
