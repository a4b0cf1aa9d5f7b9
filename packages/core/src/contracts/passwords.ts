/** Password length bounds, the same for the server's checks and the forms' hints. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer ones are refused before hashing: a hash of megabytes of input is work an attacker chooses. */
export const MAX_PASSWORD_LENGTH = 128;
