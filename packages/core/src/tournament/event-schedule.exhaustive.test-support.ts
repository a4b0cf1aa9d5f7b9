/**
 * Test support: an exhaustive search that decides whether a small event has a
 * complete schedule, to compare the event scheduler with. Written apart from
 * the scheduler and kept plain: the same "earliest start" model (games in
 * kick-off order, each at the earliest minute its pitch, teams, apart groups
 * and knockout gates allow, past the break, by latestGame, within its
 * division's play), every pending game tried on every allowed pitch of every
 * later day at every node, and no pruning but states already explored.
 */
import { dateRange, toDayNumber } from './dates.js';
import type { EventScheduleInput } from './event-schedule.js';
import { toItems } from './schedule-model.js';
import { dayTimes, gameDuration, resumeTime } from './settings.js';

export type EventExhaustiveAnswer = { kind: 'complete' } | { kind: 'impossible' } | { kind: 'unknown' };

type Game = { division: number; knockout: boolean; teams: string[]; groups: number[]; feeders: number[] };

export function exhaustiveEvent(input: EventScheduleInput, maxNodes = 300_000): EventExhaustiveAnswer {
  const dates = dateRange(input.dateFrom, input.dateTo);
  const first = toDayNumber(input.dateFrom) as number;
  const games: Game[] = [];
  const divisions = input.divisions.map((division, k) => {
    const s = division.settings;
    const items = toItems(division.fixtures, null, division.brackets ?? []);
    const offset = games.length;
    const ids = new Map(items.map((item, j) => [item.id, offset + j] as const));
    for (const item of items) {
      const teams = [item.team1, item.team2].filter((t): t is string => t !== null);
      const groups = (input.apart ?? []).flatMap((group, g) =>
        group.some((r) => r.division === division.id && teams.includes(r.team)) ? [g] : [],
      );
      games.push({
        division: k,
        knockout: item.phase === 'knockout',
        teams: teams.map((t) => `${k}:${t}`),
        groups,
        feeders: item.after.map((id) => ids.get(id) as number),
      });
    }
    const day0 = dayTimes(s, s.dateFrom);
    return {
      settings: s,
      groupCount: items.filter((i) => i.phase === 'group').length,
      rest: s.minRest ?? gameDuration(day0.gameTime, day0.halfTime) + day0.gameGap,
      firstDay: (toDayNumber(s.dateFrom) as number) - first,
    };
  });

  const cursor = new Map<string, number>();
  const play = new Map<string, number>();
  const teamEnd = new Map<string, number>();
  const groupFree = new Map<number, number>();
  const end = new Map<number, number>();
  const day = new Map<number, number>();
  const seen = new Set<string>();
  let nodes = 0;

  const earliest = (i: number, e: number, p: number, now: number): number => {
    const g = games[i] as Game;
    const d = divisions[g.division] as (typeof divisions)[number];
    const date = dates[e] as string;
    if (date < d.settings.dateFrom || date > d.settings.dateTo) return -1;
    const division = input.divisions[g.division] as EventScheduleInput['divisions'][number];
    const allowed = division.pitchesByDate?.[date] ?? division.pitches ?? null;
    if (allowed !== null && !allowed.includes(p)) return -1;
    const times = dayTimes(d.settings, date);
    const minutes = g.knockout ? (d.settings.eliminationGameTime ?? times.gameTime) : times.gameTime;
    const length = gameDuration(minutes, times.halfTime);
    if ((play.get(`${g.division}/${e}/${p}`) ?? 0) + minutes > times.maxPlaytime) return -1;
    let t = Math.max(now - e * 1440, times.startTime, cursor.get(`${e}/${p}`) ?? 0);
    for (const team of g.teams) t = Math.max(t, (teamEnd.get(team) ?? -Infinity) + d.rest - e * 1440);
    for (const group of g.groups) t = Math.max(t, (groupFree.get(group) ?? -Infinity) - e * 1440);
    if (g.knockout) {
      const groupGames = games.flatMap((x, j) => (x.division === g.division && !x.knockout ? [j] : []));
      if (groupGames.some((j) => !end.has(j))) return -1;
      for (const f of g.feeders) {
        if (!end.has(f)) return -1;
        t = Math.max(t, (end.get(f) as number) + d.rest - e * 1440);
      }
      let koDay = d.firstDay;
      if (d.groupCount > 0) {
        const last = Math.max(...groupGames.map((j) => day.get(j) as number));
        koDay = d.settings.eliminationStartNextDay ? last + 1 : last;
        t = Math.max(t, Math.max(...groupGames.map((j) => end.get(j) as number)) + d.rest - e * 1440);
      }
      if (e < koDay) return -1;
      if (e === koDay && d.settings.eliminationStartTime !== null) t = Math.max(t, d.settings.eliminationStartTime);
    }
    const resume = resumeTime(times);
    if (resume !== null && times.noGameFrom !== null && t < resume && t + length > times.noGameFrom) t = resume;
    return t > times.latestGame ? -1 : t;
  };

  const solve = (now: number, left: number): boolean | null => {
    if (left === 0) return true;
    nodes += 1;
    if (nodes > maxNodes) return null;
    const state = JSON.stringify([
      now,
      [...end.entries()].sort(),
      [...cursor.entries()].sort(),
      [...play.entries()].sort(),
    ]);
    if (seen.has(state)) return false;
    for (let i = 0; i < games.length; i += 1) {
      if (end.has(i)) continue;
      const g = games[i] as Game;
      for (let e = Math.max(0, Math.floor(now / 1440)); e < dates.length; e += 1) {
        for (let p = 1; p <= input.pitches; p += 1) {
          const t = earliest(i, e, p, now);
          if (t < 0) continue;
          const d = divisions[g.division] as (typeof divisions)[number];
          const times = dayTimes(d.settings, dates[e] as string);
          const minutes = g.knockout ? (d.settings.eliminationGameTime ?? times.gameTime) : times.gameTime;
          const finish = e * 1440 + t + gameDuration(minutes, times.halfTime);
          const saved = {
            cursor: cursor.get(`${e}/${p}`),
            play: play.get(`${g.division}/${e}/${p}`) ?? 0,
            teams: g.teams.map((team) => teamEnd.get(team)),
            groups: g.groups.map((group) => groupFree.get(group)),
          };
          cursor.set(`${e}/${p}`, t + gameDuration(minutes, times.halfTime) + times.gameGap);
          play.set(`${g.division}/${e}/${p}`, saved.play + minutes);
          for (const team of g.teams) teamEnd.set(team, finish);
          for (const group of g.groups) groupFree.set(group, Math.max(groupFree.get(group) ?? -Infinity, finish));
          end.set(i, finish);
          day.set(i, e);
          const found = solve(e * 1440 + t, left - 1);
          end.delete(i);
          day.delete(i);
          g.groups.forEach((group, j) => restore(groupFree, group, saved.groups[j]));
          g.teams.forEach((team, j) => restore(teamEnd, team, saved.teams[j]));
          play.set(`${g.division}/${e}/${p}`, saved.play);
          restore(cursor, `${e}/${p}`, saved.cursor);
          if (found !== false) return found;
        }
      }
    }
    seen.add(state);
    return false;
  };

  const answer = solve(-Infinity, games.length);
  return answer === null ? { kind: 'unknown' } : { kind: answer ? 'complete' : 'impossible' };
}

function restore<K>(map: Map<K, number>, key: K, value: number | undefined): void {
  if (value === undefined) map.delete(key);
  else map.set(key, value);
}
