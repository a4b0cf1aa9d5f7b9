// The account page's schemas, imported on their own (account-page.tsx,
// change-password-section.tsx, delete-account-section.tsx) so that zod and
// core's schemas load after the page shows (decision 288).
export { changePasswordSchema, deleteAccountSchema, updateMeSchema } from '@touchline/core';
