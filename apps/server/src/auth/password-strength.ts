import zxcvbnCore, { type ZxcvbnResult } from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnDe from '@zxcvbn-ts/language-de';
import zxcvbnEn from '@zxcvbn-ts/language-en';
import zxcvbnEs from '@zxcvbn-ts/language-es-es';
import zxcvbnFr from '@zxcvbn-ts/language-fr';
import type { FieldErrorCode } from '@touchline/core';

/**
 * Password strength by zxcvbn-ts (decision 015): common passwords, names,
 * words of our four languages, keyboard rows, repeats, dates and l33t
 * spellings are guessed first by real attackers, so they are refused even
 * when long enough. Score 0–4; accounts here can see minors' data once
 * promoted, so we ask for 3 ("safely unguessable" against online attacks and
 * a slow hash offline).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Bounds the estimator's work: its l33t and repeat matchers grow steeply with
 * length (a 128-character password took up to 5 s unbounded, measured). Only
 * the first 40 characters are analysed, with at most 10 l33t substitutions;
 * that keeps one check under about 100 ms, and anything stronger in its
 * first 40 characters is strong anyway.
 */
const ANALYSED_LENGTH = 40;

type Estimator = { check(password: string, userInputs?: string[]): ZxcvbnResult };
let estimator: Estimator | undefined;

/**
 * Builds the estimator: about 0.3 s of blocking work (several seconds on a
 * loaded machine), and about 30 MB of heap that stays. Done once when the
 * app is built (`preparePasswordEstimator`), so no request — and no
 * overload check (decision 027) — ever waits for it mid-service.
 */
function getEstimator(): Estimator {
  estimator ??= new zxcvbnCore.ZxcvbnFactory({
    maxLength: ANALYSED_LENGTH,
    l33tMaxSubstitutions: 10,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: {
      ...zxcvbnCommon.dictionary,
      ...zxcvbnEn.dictionary,
      ...zxcvbnDe.dictionary,
      ...zxcvbnFr.dictionary,
      ...zxcvbnEs.dictionary,
    },
  });
  return estimator;
}

/** Builds the estimator now, before the server takes requests. */
export function preparePasswordEstimator(): void {
  getEstimator();
}

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
export function passwordWeakness(password: string, userInputs: string[] = []): FieldErrorCode | null {
  // Whole texts (an email's local part too) and their single words are all guessable.
  const inputs = userInputs
    .map((input) => input.toLowerCase())
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  const result = getEstimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ?? '';
  if (PATTERN_WARNINGS.has(warning)) return 'PASSWORD_PATTERN';
  if (NAME_WARNINGS.has(warning)) return 'PASSWORD_NAME';
  if (/^(top|common|similarToCommon|pwned)/.test(warning)) return 'PASSWORD_COMMON';
  return 'PASSWORD_WEAK';
}
