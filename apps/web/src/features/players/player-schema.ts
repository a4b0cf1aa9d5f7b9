// The player form's schema, imported on its own (player-form-values.ts) so
// that zod and core's schemas load after the form shows (decision 288).
export { createPlayerSchema } from '@touchline/core';
