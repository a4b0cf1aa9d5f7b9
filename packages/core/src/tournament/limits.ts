/**
 * The tournament engine's size limits, with no imports: the engine checks
 * them before it lists anything (decision 350), and contracts/tournaments.ts
 * re-exports them for the API's schemas and the web app.
 */

/** Days one tournament may last: the scheduler walks every day, so a range is measured before it is listed. */
export const MAX_TOURNAMENT_DAYS = 31;

/** Pots a draw may have (decision 443): a pot per row of groups at most, 64 teams in groups of two. */
export const MAX_POTS = 32;
