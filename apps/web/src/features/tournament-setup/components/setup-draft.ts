/**
 * The guided setup's local draft and the pure rules around it. What the
 * organiser types lives here until a step's "Next" saves it; the checks are
 * core's (checkGuidedStep, validateScheduleSettings, validateGroups), so the
 * browser and the server refuse the same things.
 */
import {
  checkGuidedStep,
  DEFAULT_SCHEDULE_SETTINGS,
  validateGroups,
  validateScheduleSettings,
  type GuidedStep,
  type ScheduleSettings,
  type StepIssue,
} from '@touchline/core';
import type {
  Advancement,
  TieBreak,
  Tournament,
  TournamentSettings,
  TournamentTeam,
  TournamentType,
} from '../../../entities/tournament/tournament-types';

export interface BasicsDraft {
  name: string;
  type: TournamentType;
  dateFrom: string;
  dateTo: string;
  location: string;
  title: string;
  tieBreak: TieBreak;
}

export interface GroupDraft {
  /** Stable React key; group names may be edited or empty. */
  key: string;
  name: string;
  advancement: Advancement;
  teamIds: string[];
}

export interface SetupDraft {
  basics: BasicsDraft;
  settings: TournamentSettings;
  groups: GroupDraft[];
}

let groupKeys = 0;
export function newGroupKey(): string {
  groupKeys += 1;
  return `group-${groupKeys}`;
}

export function draftFromTournament(tournament: Tournament): SetupDraft {
  return {
    basics: {
      name: tournament.name,
      type: tournament.type,
      dateFrom: tournament.dateFrom,
      dateTo: tournament.dateTo,
      location: tournament.location ?? '',
      title: tournament.title ?? '',
      tieBreak: tournament.tieBreak,
    },
    settings: { ...DEFAULT_SCHEDULE_SETTINGS, ...tournament.settings },
    groups: tournament.groups.map((group) => ({ ...group, teamIds: [...group.teamIds], key: newGroupKey() })),
  };
}

/** Core's ScheduleSettings: the draft's settings with the tournament's dates. */
export function scheduleSettings(draft: SetupDraft): ScheduleSettings {
  return { ...draft.settings, dateFrom: draft.basics.dateFrom, dateTo: draft.basics.dateTo };
}

export const STEPS: readonly GuidedStep[] = ['basics', 'schedule', 'teamsAndGroups', 'summary'];

/** What is still wrong with `step`; empty when it is complete. */
export function stepIssues(step: GuidedStep, draft: SetupDraft, teams: readonly TournamentTeam[]): StepIssue[] {
  const check = checkGuidedStep(step, {
    name: draft.basics.name,
    type: draft.basics.type,
    dateFrom: draft.basics.dateFrom,
    dateTo: draft.basics.dateTo,
    schedule: scheduleSettings(draft),
    teams: teams.map((team) => team.id),
    groups: draft.groups.map((group) => ({ name: group.name, teams: group.teamIds, advancement: group.advancement })),
  });
  return check.ok ? [] : check.issues;
}

/** Field → issue code of the schedule settings, for messages as you type ('maxPlaytime', 'dayOverrides.0.name', …). */
export function settingsIssuesByField(draft: SetupDraft): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of validateScheduleSettings(scheduleSettings(draft))) byField[issue.field] ??= issue.code;
  return byField;
}

/** Issues core reports under one field of a pair: [code, the field core names, its partner]. */
const PAIRED_ISSUES: readonly (readonly [string, string, string])[] = [
  ['MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', 'maxPlaytime', 'gameTime'],
  ['LATEST_GAME_BEFORE_START', 'latestGame', 'startTime'],
  ['BREAK_END_BEFORE_START', 'noGameTo', 'noGameFrom'],
  ['CONTINUE_BEFORE_BREAK_END', 'continueTime', 'noGameTo'],
];

/**
 * A problem between two fields shows under the one just changed (a game time
 * of 400 is told under Game time, not under Max daily playtime): when
 * `changed` is the partner of a pair and has no problem of its own, the
 * pair's message moves to it.
 */
export function issuesNearChange(byField: Record<string, string>, changed: string | null): Record<string, string> {
  if (changed === null || byField[changed] !== undefined) return byField;
  for (const [code, field, partner] of PAIRED_ISSUES) {
    if (partner !== changed || byField[field] !== code) continue;
    const { [field]: moved, ...rest } = byField;
    return { ...rest, [changed]: moved! };
  }
  return byField;
}

/** Group index → issue code (empty or repeated name, too small), for messages as you type. */
export function groupIssuesByIndex(groups: readonly GroupDraft[]): Record<number, string> {
  const byIndex: Record<number, string> = {};
  for (const issue of validateGroups(groups.map((g) => ({ name: g.name, teams: g.teamIds })))) {
    byIndex[issue.group] ??= issue.code;
  }
  return byIndex;
}

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/**
 * The name a club's next team gets: the club's name for its first team, then
 * "FC Nord U15 II", "… III" (docs/product/tournaments.md "Teams").
 */
export function nextTeamName(clubName: string, clubId: string, teams: readonly TournamentTeam[]): string {
  const taken = new Set(teams.map((team) => team.name.trim().toLowerCase()));
  const existing = teams.filter((team) => team.clubId === clubId).length;
  for (let index = existing; index < existing + ROMAN.length; index += 1) {
    const candidate = `${clubName}${ROMAN[index] ?? ` ${index + 1}`}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return `${clubName} ${existing + 1}`;
}

/** Whether the draft's basics differ from the stored tournament (nothing to save otherwise). */
export function basicsChanged(basics: BasicsDraft, tournament: Tournament): boolean {
  return (
    basics.name.trim() !== tournament.name ||
    basics.type !== tournament.type ||
    basics.dateFrom !== tournament.dateFrom ||
    basics.dateTo !== tournament.dateTo ||
    basics.location.trim() !== (tournament.location ?? '') ||
    basics.title.trim() !== (tournament.title ?? '') ||
    basics.tieBreak !== tournament.tieBreak
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function settingsChanged(settings: TournamentSettings, tournament: Tournament): boolean {
  return !sameJson(settings, { ...DEFAULT_SCHEDULE_SETTINGS, ...tournament.settings });
}

export function groupsChanged(groups: readonly GroupDraft[], tournament: Tournament): boolean {
  return !sameJson(
    groups.map(({ name, advancement, teamIds }) => ({ name, advancement, teamIds })),
    tournament.groups.map(({ name, advancement, teamIds }) => ({ name, advancement, teamIds })),
  );
}

/**
 * Whether the draft holds groups not saved yet (decision 445): compared as
 * "Next" would save them (names trimmed, teams that left dropped) with the
 * version the draft is based on. Only a group stage has groups to lose.
 */
export function groupsUnsaved(draft: SetupDraft, base: Tournament, teams: readonly TournamentTeam[]): boolean {
  if (draft.basics.type !== 'groupStage') return false;
  const saved = base.groups.map(({ name, advancement, teamIds }) => ({ name, advancement, teamIds }));
  return !sameJson(groupsForApi(draft.groups, teams), saved);
}

/** Groups as the API takes them: names trimmed, teams that left the tournament dropped. */
export function groupsForApi(groups: readonly GroupDraft[], teams: readonly TournamentTeam[]) {
  const known = new Set(teams.map((team) => team.id));
  return groups.map((group) => ({
    name: group.name.trim(),
    advancement: group.advancement,
    teamIds: group.teamIds.filter((id) => known.has(id)),
  }));
}

/** "Group A", "Group B", … the first letter no group uses yet. */
export function nextGroupLetter(groups: readonly { name: string }[], prefix: string): string {
  const names = new Set(groups.map((group) => group.name.trim().toLowerCase()));
  for (let index = 0; index < 26; index += 1) {
    const name = `${prefix} ${String.fromCharCode(65 + index)}`;
    if (!names.has(name.toLowerCase())) return name;
  }
  return `${prefix} ${groups.length + 1}`;
}

const BASICS_FIELDS = ['name', 'type', 'dateFrom', 'dateTo', 'location', 'title', 'tieBreak'] as const;

/** A field someone else changed since `base`: 'basics.name', 'settings.gameTime', 'groups'. */
export type ChangedField = `basics.${keyof BasicsDraft}` | `settings.${string}` | 'groups';

/** What changed between the version the draft started from and the latest one. */
export function changedFields(base: Tournament, latest: Tournament): ChangedField[] {
  const from = draftFromTournament(base);
  const to = draftFromTournament(latest);
  const changed: ChangedField[] = [];
  for (const field of BASICS_FIELDS) if (from.basics[field] !== to.basics[field]) changed.push(`basics.${field}`);
  const keys = new Set([...Object.keys(from.settings), ...Object.keys(to.settings)]);
  for (const key of keys) {
    const a = (from.settings as Record<string, unknown>)[key];
    const b = (to.settings as Record<string, unknown>)[key];
    if (!sameJson(a, b)) changed.push(`settings.${key}`);
  }
  if (groupsChanged(to.groups, base)) changed.push('groups');
  return changed;
}

/**
 * After a stale write: the latest version under the organiser's edits.
 * Fields the organiser did not touch take the latest value; their own edits stay.
 */
export function rebaseDraft(draft: SetupDraft, base: Tournament, latest: Tournament): SetupDraft {
  const from = draftFromTournament(base);
  const to = draftFromTournament(latest);
  const basics = { ...draft.basics };
  for (const field of BASICS_FIELDS) {
    if (draft.basics[field] === from.basics[field]) (basics as Record<string, unknown>)[field] = to.basics[field];
  }
  const settings = { ...draft.settings } as Record<string, unknown>;
  const keys = new Set([...Object.keys(from.settings), ...Object.keys(to.settings), ...Object.keys(settings)]);
  for (const key of keys) {
    const mine = settings[key];
    if (sameJson(mine, (from.settings as Record<string, unknown>)[key])) {
      const theirs = (to.settings as Record<string, unknown>)[key];
      if (theirs === undefined) delete settings[key];
      else settings[key] = theirs;
    }
  }
  const groupsUntouched = !groupsChanged(draft.groups, base);
  return {
    basics,
    settings: settings as TournamentSettings,
    groups: groupsUntouched ? to.groups : draft.groups,
  };
}
