/**
 * Dispatched on window at every app resume (native/app-resume.ts); the live
 * channel (lib/live-events.ts) listens for it. A file of its own so that the
 * initial route, which holds the live channel, does not carry the resume logic.
 */
export const APP_RESUME_EVENT = 'touchline:resume';
