/**
 * Validation of what an organiser enters (docs/product/tournaments.md), as codes the UI
 * translates. Schedule settings live in settings.ts; this covers groups,
 * tie and shootout decisions, and the guided setup steps.
 */
import type { Advancement } from './advancement.js';
import { dayCount, isIsoDate, toDayNumber } from './dates.js';
import { MAX_TOURNAMENT_DAYS } from './limits.js';
import type { TournamentType } from './formats.js';
import type { ScheduleSettings, SettingsIssue } from './settings.js';
import { GROUP_ISSUE_CODES, SETUP_ISSUE_CODES } from './issue-codes.js';
import { validateScheduleSettings } from './settings.js';

export { GROUP_ISSUE_CODES, SETUP_ISSUE_CODES };
import type { TieResolution } from './standings.js';

export type GroupIssueCode = (typeof GROUP_ISSUE_CODES)[number];

export type GroupIssue = { code: GroupIssueCode; group: number; team?: string };

/** Group names must not be empty or repeated; a group needs two teams; a team sits in one group. */
export function validateGroups(groups: readonly { name: string; teams: readonly string[] }[]): GroupIssue[] {
  const issues: GroupIssue[] = [];
  const names = new Set<string>();
  const teamGroup = new Map<string, number>();
  groups.forEach((g, i) => {
    const name = g.name.trim();
    if (name === '') issues.push({ code: 'GROUP_NAME_EMPTY', group: i });
    else if (names.has(name.toLowerCase())) issues.push({ code: 'GROUP_NAME_DUPLICATE', group: i });
    names.add(name.toLowerCase());
    if (g.teams.length < 2) issues.push({ code: 'GROUP_TOO_SMALL', group: i });
    for (const team of g.teams) {
      if (teamGroup.has(team)) issues.push({ code: 'TEAM_IN_TWO_GROUPS', group: i, team });
      teamGroup.set(team, i);
    }
  });
  return issues;
}

export type TieDecisionIssue = 'SHOOTOUT_WINNER_REQUIRED' | 'TIE_TEAMS_MISMATCH' | 'ORDER_NOT_A_PERMUTATION';

/**
 * Checks a tie decision before it is saved: it must name exactly the tied
 * teams and order all of them. A shootout must have a winner (docs/product/tournaments.md:
 * "Please select a winner before saving").
 */
export function validateTieResolution(resolution: TieResolution, tiedTeams: readonly string[]): TieDecisionIssue[] {
  const issues: TieDecisionIssue[] = [];
  const tied = new Set(tiedTeams);
  const sameSet = (list: readonly string[]) =>
    list.length === tied.size && new Set(list).size === list.length && list.every((t) => tied.has(t));
  if (!sameSet(resolution.teams)) issues.push('TIE_TEAMS_MISMATCH');
  if (resolution.order.length === 0 && resolution.method === 'shootout') issues.push('SHOOTOUT_WINNER_REQUIRED');
  else if (!sameSet(resolution.order)) issues.push('ORDER_NOT_A_PERMUTATION');
  return issues;
}

/** A knockout shootout decision: saving requires a winner, who must be one of the two teams. */
export function validateShootoutDecision(decision: {
  teams: readonly [string, string];
  winner: string | null | undefined;
}): 'SHOOTOUT_WINNER_REQUIRED' | 'WINNER_NOT_IN_GAME' | null {
  if (!decision.winner) return 'SHOOTOUT_WINNER_REQUIRED';
  if (!decision.teams.includes(decision.winner)) return 'WINNER_NOT_IN_GAME';
  return null;
}

export type GuidedStep = 'basics' | 'schedule' | 'teamsAndGroups' | 'summary';

export const GUIDED_STEPS: readonly GuidedStep[] = ['basics', 'schedule', 'teamsAndGroups', 'summary'];

/** What the guided setup has collected so far; every field may still be missing. */
export type TournamentDraft = {
  name?: string;
  type?: TournamentType;
  dateFrom?: string;
  dateTo?: string;
  schedule?: ScheduleSettings;
  teams?: string[];
  groups?: { name: string; teams: string[]; advancement?: Advancement }[];
};

export type StepIssue = { code: string; field: string };

export type StepCheck = { ok: true } | { ok: false; code: 'STEP_INCOMPLETE'; issues: StepIssue[] };

function basicsIssues(d: TournamentDraft): StepIssue[] {
  const issues: StepIssue[] = [];
  if (!d.name || d.name.trim() === '') issues.push({ code: 'REQUIRED', field: 'name' });
  if (!d.type) issues.push({ code: 'REQUIRED', field: 'type' });
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const v = d[field];
    if (!v) issues.push({ code: 'REQUIRED', field });
    else if (!isIsoDate(v)) issues.push({ code: 'INVALID_DATE', field });
  }
  const from = d.dateFrom ? toDayNumber(d.dateFrom) : null;
  const to = d.dateTo ? toDayNumber(d.dateTo) : null;
  if (from !== null && to !== null && to < from) issues.push({ code: 'DATE_RANGE_REVERSED', field: 'dateTo' });
  if (d.dateFrom && d.dateTo && (dayCount(d.dateFrom, d.dateTo) ?? 0) > MAX_TOURNAMENT_DAYS) {
    issues.push({ code: 'DATE_RANGE_TOO_LONG', field: 'dateTo' });
  }
  return issues;
}

function scheduleIssues(d: TournamentDraft): StepIssue[] {
  if (!d.schedule) return [{ code: 'REQUIRED', field: 'schedule' }];
  return validateScheduleSettings(d.schedule).map((i: SettingsIssue) => ({
    code: i.code,
    field: `schedule.${i.field}`,
  }));
}

function teamsIssues(d: TournamentDraft): StepIssue[] {
  const teams = d.teams ?? [];
  const issues: StepIssue[] = [];
  if (teams.length < 2) issues.push({ code: 'NOT_ENOUGH_TEAMS', field: 'teams' });
  if (d.type === 'groupStage') {
    const groups = d.groups ?? [];
    if (groups.length === 0) issues.push({ code: 'REQUIRED', field: 'groups' });
    for (const g of validateGroups(groups)) issues.push({ code: g.code, field: `groups.${g.group}` });
    const placed = new Set(groups.flatMap((g) => g.teams));
    if (teams.some((t) => !placed.has(t))) issues.push({ code: 'TEAM_WITHOUT_GROUP', field: 'groups' });
  }
  return issues;
}

/** A guided step must be complete before continuing (docs/product/tournaments.md "Guided setup"). */
export function checkGuidedStep(step: GuidedStep, draft: TournamentDraft): StepCheck {
  const issues =
    step === 'basics'
      ? basicsIssues(draft)
      : step === 'schedule'
        ? scheduleIssues(draft)
        : step === 'teamsAndGroups'
          ? teamsIssues(draft)
          : [...basicsIssues(draft), ...scheduleIssues(draft), ...teamsIssues(draft)];
  return issues.length === 0 ? { ok: true } : { ok: false, code: 'STEP_INCOMPLETE', issues };
}
