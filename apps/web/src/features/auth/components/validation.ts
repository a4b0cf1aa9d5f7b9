/** A light client-side check; the server validates for real. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The server's minimum (better-auth's default). */
export const MIN_PASSWORD_LENGTH = 8;
