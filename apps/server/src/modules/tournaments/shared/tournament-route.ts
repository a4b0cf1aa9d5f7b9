import { routeOptionsFor } from '../../../http/route-options.js';

/** Request bodies of the tournament routes stay far below the app's 1 MB limit. */
export const TOURNAMENT_BODY_LIMIT_BYTES = 64 * 1024;

/** The options every tournament route of set-up and standings shares: its tag and body limit. */
export const tournamentRoute = routeOptionsFor({ tags: ['tournaments'], bodyLimit: TOURNAMENT_BODY_LIMIT_BYTES });
