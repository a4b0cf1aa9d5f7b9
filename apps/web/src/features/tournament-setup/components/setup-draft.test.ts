import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../entities/tournament/tournament-types';
import {
  draftFromTournament,
  groupIssuesByIndex,
  groupsUnsaved,
  nextGroupLetter,
  nextTeamName,
  settingsIssuesByField,
  stepIssues,
  issuesNearChange,
} from './setup-draft';

const tournament: Tournament = {
  id: 'x',
  version: 1,
  name: 'Summer Cup',
  type: 'groupStage',
  dateFrom: '2026-07-11',
  dateTo: '2026-07-12',
  location: null,
  title: null,
  tieBreak: 'FIFA',
  gameCount: 0,
  settings: DEFAULT_SCHEDULE_SETTINGS,
  ...DEFAULT_FORMAT,
  teams: [],
  groups: [],
};

describe('nextTeamName', () => {
  const teams = [{ id: '1', clubId: 'nord', name: 'FC Nord U15', clubName: null, pot: null }];
  it("names a club's first team after the club, the next ones II, III", () => {
    expect(nextTeamName('FC Süd', 'sued', teams)).toBe('FC Süd');
    expect(nextTeamName('FC Nord U15', 'nord', teams)).toBe('FC Nord U15 II');
    expect(
      nextTeamName('FC Nord U15', 'nord', [
        ...teams,
        { id: '2', clubId: 'nord', name: 'FC Nord U15 II', clubName: null, pot: null },
      ]),
    ).toBe('FC Nord U15 III');
  });
});

describe('settings issues as you type', () => {
  it('reports max playtime not above game time and an incomplete break on their fields', () => {
    const draft = draftFromTournament(tournament);
    draft.settings = { ...draft.settings, maxPlaytime: 20, gameTime: 20, noGameTo: null };
    expect(settingsIssuesByField(draft)).toMatchObject({
      maxPlaytime: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME',
      noGameTo: 'BREAK_INCOMPLETE',
    });
  });
});

describe('stepIssues', () => {
  it('needs two teams and every team in a group for a group stage', () => {
    const draft = draftFromTournament(tournament);
    const teams = [
      { id: 'a', clubId: 'c1', name: 'A', clubName: null, pot: null },
      { id: 'b', clubId: 'c2', name: 'B', clubName: null, pot: null },
    ];
    expect(stepIssues('teamsAndGroups', draft, teams).map((i) => i.code)).toContain('REQUIRED');
    draft.groups = [{ key: 'k', name: 'Group A', advancement: 'first', teamIds: ['a'] }];
    expect(stepIssues('teamsAndGroups', draft, teams).map((i) => i.code)).toEqual(
      expect.arrayContaining(['GROUP_TOO_SMALL', 'TEAM_WITHOUT_GROUP']),
    );
    draft.groups = [{ key: 'k', name: 'Group A', advancement: 'first', teamIds: ['a', 'b'] }];
    expect(stepIssues('teamsAndGroups', draft, teams)).toEqual([]);
  });
});

describe('groups', () => {
  it('refuses an empty group name', () => {
    expect(
      groupIssuesByIndex([
        { key: '1', name: ' ', advancement: 'first', teamIds: ['a', 'b'] },
        { key: '2', name: 'B', advancement: 'first', teamIds: ['c', 'd'] },
      ]),
    ).toEqual({ 0: 'GROUP_NAME_EMPTY' });
  });

  it('names a new group after the first free letter', () => {
    expect(nextGroupLetter([{ name: 'Group A' }, { name: 'Group C' }], 'Group')).toBe('Group B');
  });
});

describe('issuesNearChange', () => {
  const byField = { maxPlaytime: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME' };

  it('moves a problem between two fields under the one just changed', () => {
    expect(issuesNearChange(byField, 'gameTime')).toEqual({ gameTime: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME' });
    expect(issuesNearChange({ latestGame: 'LATEST_GAME_BEFORE_START' }, 'startTime')).toEqual({
      startTime: 'LATEST_GAME_BEFORE_START',
    });
  });

  it('leaves it where core put it when that field was changed, another field was, or the partner has its own problem', () => {
    expect(issuesNearChange(byField, 'maxPlaytime')).toBe(byField);
    expect(issuesNearChange(byField, 'pitches')).toBe(byField);
    expect(issuesNearChange(byField, null)).toBe(byField);
    const own = { ...byField, gameTime: 'INVALID_DURATION' };
    expect(issuesNearChange(own, 'gameTime')).toBe(own);
  });
});

describe('groupsUnsaved (decision 445)', () => {
  const teams = [
    { id: 'a', clubId: 'c1', name: 'A', clubName: null, pot: null },
    { id: 'b', clubId: 'c2', name: 'B', clubName: null, pot: null },
  ];
  const saved: Tournament = {
    ...tournament,
    teams,
    groups: [{ name: 'Group A', advancement: 'topTwo', teamIds: ['a', 'b'] }],
  };

  it('is false for the groups as saved, also with spaces "Next" would trim or a team that left', () => {
    const draft = draftFromTournament(saved);
    expect(groupsUnsaved(draft, saved, teams)).toBe(false);
    const spaced = {
      ...draft,
      groups: draft.groups.map((g) => ({ ...g, name: ` ${g.name} `, teamIds: [...g.teamIds, 'gone'] })),
    };
    expect(groupsUnsaved(spaced, saved, teams)).toBe(false);
  });

  it('is true once a group, its name, its advancement or its teams differ; never for another type', () => {
    const draft = draftFromTournament(saved);
    const moved = { ...draft, groups: draft.groups.map((g) => ({ ...g, teamIds: ['a'] })) };
    expect(groupsUnsaved(moved, saved, teams)).toBe(true);
    expect(groupsUnsaved({ ...draft, groups: [] }, saved, teams)).toBe(true);
    expect(groupsUnsaved({ ...moved, basics: { ...moved.basics, type: 'roundRobin' } }, saved, teams)).toBe(false);
  });
});
