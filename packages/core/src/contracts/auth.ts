import { z } from 'zod';
import { MAX_DISPLAY_NAME_LENGTH } from './display-name.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.js';
import { safeText } from './text.js';

/** Longest email address accepted anywhere (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Registration with email and password (POST /api/auth/sign-up/email). */
export const signUpSchema = z
  .object({
    // The display name, with the same hygiene as every stored text (no control or bidi characters).
    name: safeText({ min: 1, max: MAX_DISPLAY_NAME_LENGTH }),
    email: z.email().max(MAX_EMAIL_LENGTH),
    password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    /** Terms of use (/agb) and privacy policy (/policy) must be accepted to register. */
    acceptTerms: z.literal(true),
  })
  .meta({ id: 'SignUp' });

export type SignUp = z.infer<typeof signUpSchema>;

/** Sign-in with email and password (POST /api/auth/sign-in/email). */
export const signInSchema = z
  .object({ email: z.email().max(MAX_EMAIL_LENGTH), password: z.string().min(1).max(MAX_PASSWORD_LENGTH) })
  .meta({ id: 'SignIn' });

export type SignIn = z.infer<typeof signInSchema>;

/** Change of the signed-in user's password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  })
  .meta({ id: 'ChangePassword' });

export type ChangePassword = z.infer<typeof changePasswordSchema>;
