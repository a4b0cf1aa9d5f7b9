// The add-video form's schema, imported on its own (add-video-form.tsx) so
// that zod and core's schemas load after the player card shows (decision 288).
export { addVideoLinkSchema } from '@touchline/core';
