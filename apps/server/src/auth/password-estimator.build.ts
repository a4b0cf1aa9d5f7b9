import zxcvbnCore, { type ZxcvbnResult } from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnDe from '@zxcvbn-ts/language-de';
import zxcvbnEn from '@zxcvbn-ts/language-en';
import zxcvbnEs from '@zxcvbn-ts/language-es-es';
import zxcvbnFr from '@zxcvbn-ts/language-fr';

/**
 * Bounds the estimator's work: its l33t and repeat matchers grow steeply with
 * length (a 128-character password took up to 5 s unbounded, measured). Only
 * the first 40 characters are analysed, with at most 10 l33t substitutions;
 * that keeps one check under about 100 ms, and anything stronger in its
 * first 40 characters is strong anyway (decision 015).
 */
const ANALYSED_LENGTH = 40;

export type Estimator = { check(password: string, userInputs?: string[]): ZxcvbnResult };

/**
 * zxcvbn-ts with the common, English, German, French and Spanish
 * dictionaries: about 0.3 s of blocking work and about 55 MB of heap
 * (language packs and the built matchers). Only the estimator's worker
 * (password-estimator.worker.ts) builds it, so the server's own thread and
 * heap never carry it (decision 048).
 */
export function buildEstimator(): Estimator {
  return new zxcvbnCore.ZxcvbnFactory({
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
}

/** What the worker answers for one password: all the server uses of a zxcvbn result. */
export type Estimate = { score: number; warning: string | null };
