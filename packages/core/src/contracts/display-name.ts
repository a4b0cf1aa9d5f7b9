/**
 * Longest display name (registration and the account page). Apart from
 * me.ts's schemas, so that the name input does not load zod (decision 288).
 */
export const MAX_DISPLAY_NAME_LENGTH = 100;
