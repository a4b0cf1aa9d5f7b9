/**
 * Test support: every rule an event schedule must keep, checked from the
 * input's own settings (not from the scheduler's model), as readable
 * violations. An empty list means the schedule is valid.
 */
import { toItems } from './schedule-model.js';
import type { EventScheduleInput, EventScheduleResult } from './event-schedule.js';
import { dayTimes, gameDuration, resumeTime, type ScheduleSettings } from './settings.js';

type Placed = EventScheduleResult['games'][number];

const abs = (g: Placed) => g.day * 1440 + g.start;
const absEnd = (g: Placed) => g.day * 1440 + g.end;

function defaultRest(settings: ScheduleSettings): number {
  const day = dayTimes(settings, settings.dateFrom);
  return settings.minRest ?? gameDuration(day.gameTime, day.halfTime) + day.gameGap;
}

export function eventScheduleViolations(input: EventScheduleInput, result: EventScheduleResult): string[] {
  const out: string[] = [];
  const byDivision = new Map(input.divisions.map((d) => [d.id, d] as const));
  const games = [...result.games].sort((a, b) => abs(a) - abs(b));
  const key = (g: { division: string; id: string }) => `${g.division}/${g.id}`;
  const placed = new Map(games.map((g) => [key(g), g] as const));
  const teamKey = (division: string, team: string) => `${division}/${team}`;

  // Pitches: never two games at once, the earlier game's gap kept, and only allowed pitches.
  for (let a = 0; a < games.length; a += 1) {
    for (let b = a + 1; b < games.length; b += 1) {
      const x = games[a] as Placed;
      const y = games[b] as Placed;
      if (x.day !== y.day || x.pitch !== y.pitch) continue;
      const gap = dayTimes(
        (byDivision.get(x.division) as EventScheduleInput['divisions'][number]).settings,
        x.date,
      ).gameGap;
      if (y.start < x.end + gap) out.push(`pitch ${x.pitch} double-booked: ${key(x)} and ${key(y)}`);
    }
  }
  for (const g of games) {
    const division = byDivision.get(g.division) as EventScheduleInput['divisions'][number];
    const allowed = division.pitchesByDate?.[g.date] ?? division.pitches ?? null;
    if (allowed !== null && !allowed.includes(g.pitch)) out.push(`${key(g)} on pitch ${g.pitch}, not allowed`);
    if (g.pitch < 1 || g.pitch > input.pitches) out.push(`${key(g)} on a pitch the event does not have`);
  }

  for (const division of input.divisions) {
    const s = division.settings;
    const rest = defaultRest(s);
    const items = toItems(division.fixtures, null, division.brackets ?? []);
    const own = games.filter((g) => g.division === division.id);
    const play = new Map<string, number>();
    for (const g of own) {
      const item = items.find((i) => i.id === g.id);
      if (!item) {
        out.push(`${key(g)} is not a game of the division`);
        continue;
      }
      if (g.date < s.dateFrom || g.date > s.dateTo) out.push(`${key(g)} outside the division's dates`);
      const day = dayTimes(s, g.date);
      const minutes = item.phase === 'knockout' ? (s.eliminationGameTime ?? day.gameTime) : day.gameTime;
      if (g.end - g.start !== gameDuration(minutes, day.halfTime)) out.push(`${key(g)} has the wrong length`);
      if (g.start < day.startTime || g.start > day.latestGame) out.push(`${key(g)} outside the day's times`);
      const resume = resumeTime(day);
      if (resume !== null && day.noGameFrom !== null && g.start < resume && g.end > day.noGameFrom)
        out.push(`${key(g)} overlaps the break`);
      const pd = `${g.date}/${g.pitch}`;
      play.set(pd, (play.get(pd) ?? 0) + minutes);
      if ((play.get(pd) as number) > day.maxPlaytime) out.push(`${division.id} over maxPlaytime on ${pd}`);
    }
    // Rest between two games of a team.
    const teams = new Set(items.flatMap((i) => [i.team1, i.team2]).filter((t): t is string => t !== null));
    for (const team of teams) {
      const mine = own.filter((g) => {
        const item = items.find((i) => i.id === g.id);
        return item?.team1 === team || item?.team2 === team;
      });
      for (let j = 1; j < mine.length; j += 1) {
        if (abs(mine[j] as Placed) < absEnd(mine[j - 1] as Placed) + rest)
          out.push(`${teamKey(division.id, team)} rests too little`);
      }
    }
    // Knockout after the groups and after its feeders, from its first day and start time.
    const groupGames = own.filter((g) => items.find((i) => i.id === g.id)?.phase === 'group');
    const groupCount = items.filter((i) => i.phase === 'group').length;
    const groupEnd = Math.max(-Infinity, ...groupGames.map(absEnd));
    const lastGroupDay = Math.max(-1, ...groupGames.map((g) => g.day));
    for (const g of own) {
      const item = items.find((i) => i.id === g.id);
      if (!item || item.phase !== 'knockout') continue;
      if (groupCount > 0 && (groupGames.length < groupCount || abs(g) < groupEnd + rest))
        out.push(`${key(g)} before the groups end`);
      for (const f of item.after) {
        const feeder = placed.get(`${division.id}/${f}`);
        if (!feeder || abs(g) < absEnd(feeder) + rest) out.push(`${key(g)} before its feeder ${f}`);
      }
      if (groupCount > 0) {
        const first = s.eliminationStartNextDay ? lastGroupDay + 1 : lastGroupDay;
        if (g.day < first) out.push(`${key(g)} on a day before the knockout's`);
        if (g.day === first && s.eliminationStartTime !== null && g.start < s.eliminationStartTime)
          out.push(`${key(g)} before the knockout start time`);
      } else if (s.eliminationStartTime !== null && g.date === s.dateFrom && g.start < s.eliminationStartTime) {
        out.push(`${key(g)} before the knockout start time`);
      }
    }
  }

  // Apart groups: no two of their games overlap.
  for (const group of input.apart ?? []) {
    const members = new Set(group.map((r) => teamKey(r.division, r.team)));
    const theirs = games.filter((g) => {
      const division = byDivision.get(g.division) as EventScheduleInput['divisions'][number];
      const item = toItems(division.fixtures, null, division.brackets ?? []).find((i) => i.id === g.id);
      return [item?.team1, item?.team2].some((t) => t != null && members.has(teamKey(g.division, t)));
    });
    for (let j = 1; j < theirs.length; j += 1) {
      for (let i = 0; i < j; i += 1) {
        const x = theirs[i] as Placed;
        const y = theirs[j] as Placed;
        if (abs(y) < absEnd(x) && abs(x) < absEnd(y)) out.push(`apart teams at once: ${key(x)} and ${key(y)}`);
      }
    }
  }

  const expected = input.divisions.reduce(
    (n, d) => n + d.fixtures.length + (d.brackets ?? []).reduce((m, b) => m + b.games.length, 0),
    0,
  );
  if (games.length + result.unscheduled.length !== expected) out.push('games lost or doubled');
  return out;
}
