import type { FieldErrorCode } from '@touchline/core';
import type { PasswordEstimator } from './password-estimator.js';

/**
 * Password strength by zxcvbn-ts (decision 015): common passwords, names,
 * words of our four languages, keyboard rows, repeats, dates and l33t
 * spellings are guessed first by real attackers, so they are refused even
 * when long enough. Score 0–4; accounts here can see minors' data once
 * promoted, so we ask for 3 ("safely unguessable" against online attacks and
 * a slow hash offline). The estimator runs in a worker thread
 * (password-estimator.ts, decision 048).
 */
export const MIN_PASSWORD_SCORE = 3;

const PATTERN_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
]);
const NAME_WARNINGS = new Set(['namesByThemselves', 'commonNames', 'userInputs', 'wordByItself']);

/**
 * null when the password is strong enough; otherwise a field code naming the
 * reason, which the web app translates: a common password, a pattern
 * (keyboard row, repeat, sequence, date), a name or plain word, or simply weak.
 * `userInputs` are the account's own words (email, name), which count as guessable.
 */
export async function passwordWeakness(
  estimator: Pick<PasswordEstimator, 'estimate'>,
  password: string,
  userInputs: string[] = [],
): Promise<FieldErrorCode | null> {
  // Whole texts (an email's local part too) and their single words are all guessable.
  const inputs = userInputs
    .map((input) => input.toLowerCase())
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  const result = await estimator.estimate(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.warning ?? '';
  if (PATTERN_WARNINGS.has(warning)) return 'PASSWORD_PATTERN';
  if (NAME_WARNINGS.has(warning)) return 'PASSWORD_NAME';
  if (/^(top|common|similarToCommon|pwned)/.test(warning)) return 'PASSWORD_COMMON';
  return 'PASSWORD_WEAK';
}
