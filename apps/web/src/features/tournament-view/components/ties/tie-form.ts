import { validateTieResolution } from '@touchline/core';
import { TIE_METHODS, type TieMethod } from '../../api/standings';

/**
 * The tie dialog's values and checks, apart from the component so they can
 * be read and tested alone. Places are picked one by one (1st, 2nd, …); the
 * last team takes the place left, so a tie of two asks only for the winner.
 */

export type TieFormValues = {
  method: TieMethod;
  /** Team ids for places 1 … n−1 ('' while not picked). */
  places: string[];
  /** Shootout result ("5:4") or coin-toss call. */
  score: string;
  note: string;
};

export const tieMethods = TIE_METHODS;

export function initialTieValues(teams: readonly string[], method: TieMethod = 'coinToss'): TieFormValues {
  return { method, places: teams.slice(1).map(() => ''), score: '', note: '' };
}

/** The full order once every place but the last is picked; else the places picked so far. */
export function orderOf(teams: readonly string[], places: readonly string[]): string[] {
  const picked = places.filter((p) => p !== '');
  if (picked.length === teams.length - 1 && new Set(picked).size === picked.length) {
    const last = teams.find((t) => !picked.includes(t));
    return last === undefined ? picked : [...picked, last];
  }
  return picked;
}

export type TieFormIssue = 'winnerRequired' | 'orderIncomplete' | 'noteRequired';

/**
 * Core's `validateTieResolution` decides what a decision needs; the dialog
 * adds that a committee decision says why (its note).
 */
export function tieFormIssue(teams: readonly string[], values: TieFormValues): TieFormIssue | null {
  const order = orderOf(teams, values.places);
  const issues = validateTieResolution({ teams: [...teams], order, method: values.method }, teams);
  if (issues.includes('SHOOTOUT_WINNER_REQUIRED') || (values.method === 'shootout' && values.places[0] === '')) {
    return 'winnerRequired';
  }
  if (issues.length > 0) return 'orderIncomplete';
  if (values.method === 'committee' && values.note.trim() === '') return 'noteRequired';
  return null;
}
