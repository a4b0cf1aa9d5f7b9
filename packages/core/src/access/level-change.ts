import type { Actor } from './capabilities.js';
import { LEVELS, type Level } from './levels.js';

/**
 * Coded refusals of the account rules in docs/product/levels-and-access.md and privacy.md. The server
 * sends them as API error codes; the web app translates them.
 */
export const ACCOUNT_RULE_REFUSALS = ['FORBIDDEN', 'CANNOT_CHANGE_OWN_LEVEL', 'LAST_ADMINISTRATOR'] as const;
export type AccountRuleRefusal = (typeof ACCOUNT_RULE_REFUSALS)[number];

export type AccountRuleCheck<Code extends AccountRuleRefusal = AccountRuleRefusal> =
  { readonly ok: true } | { readonly ok: false; readonly code: Code };

/** The user whose account is acted on: id and current level. */
export interface AccountTarget {
  readonly id: string;
  readonly level: Level;
}

export interface LevelChangeInput {
  /** Who asks; null = signed out. */
  readonly actor: Actor | null;
  /** The user whose level changes, with the level they have now. */
  readonly target: AccountTarget;
  readonly newLevel: Level;
  /** Number of level-0 users right now, the target included (read in the same transaction). */
  readonly administratorCount: number;
}

const OK = { ok: true } as const;

function refuse<Code extends AccountRuleRefusal>(code: Code): { readonly ok: false; readonly code: Code } {
  return { ok: false, code };
}

/** True when taking `target` away from level 0 would leave the installation without an administrator. */
function isLastAdministrator(target: AccountTarget, administratorCount: number): boolean {
  return target.level === LEVELS.administrator && administratorCount <= 1;
}

/**
 * docs/product/levels-and-access.md: only level 0 changes levels; nobody changes their own level;
 * the last administrator cannot be demoted. Checked in that order, so a
 * non-administrator always gets `FORBIDDEN`, whoever the target is.
 * Setting a level equal to the current one is allowed (a no-op).
 */
export function checkLevelChange(input: LevelChangeInput): AccountRuleCheck {
  const { actor, target, newLevel, administratorCount } = input;
  if (actor === null || actor.level !== LEVELS.administrator) return refuse('FORBIDDEN');
  if (actor.id === target.id) return refuse('CANNOT_CHANGE_OWN_LEVEL');
  if (newLevel !== LEVELS.administrator && isLastAdministrator(target, administratorCount)) {
    return refuse('LAST_ADMINISTRATOR');
  }
  return OK;
}

export interface AccountDeletionInput {
  readonly actor: Actor | null;
  /** The account to delete, with its current level. */
  readonly target: AccountTarget;
  /** Number of level-0 users right now, the target included. */
  readonly administratorCount: number;
}

/**
 * docs/product/privacy.md with levels-and-access.md: every user may delete their own account (and only
 * their own), but deleting the last administrator would demote them out of
 * existence, so it is refused with `LAST_ADMINISTRATOR`.
 */
export function checkAccountDeletion(input: AccountDeletionInput): AccountRuleCheck {
  const { actor, target, administratorCount } = input;
  if (actor === null || actor.id !== target.id) return refuse('FORBIDDEN');
  if (isLastAdministrator(target, administratorCount)) return refuse('LAST_ADMINISTRATOR');
  return OK;
}
