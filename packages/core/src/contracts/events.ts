/**
 * Live change topics (GET /api/events): "something with these ids changed in
 * this topic". The server publishes them, the web app listens for them; this
 * is the one list.
 *
 * - `user`: a user's own record changed (ids: user ids). Delivered to that user
 *   and to user-overview readers.
 * - `tournament`: a tournament, its teams, groups or games changed, or it was
 *   created or deleted (ids: tournament ids). Delivered to everyone who may
 *   view tournaments (every signed-in user).
 */
export const TOPICS = ['user', 'tournament'] as const;
export type Topic = (typeof TOPICS)[number];

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}
