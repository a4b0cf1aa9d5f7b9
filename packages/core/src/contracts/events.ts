/**
 * Live change topics (GET /api/events): "something with these ids changed in
 * this topic". The server publishes them, the web app listens for them; this
 * is the one list.
 *
 * - `user`: a user's own record changed (ids: user ids). Delivered to that user
 *   and to user-overview readers.
 */
export const TOPICS = ['user'] as const;
export type Topic = (typeof TOPICS)[number];
