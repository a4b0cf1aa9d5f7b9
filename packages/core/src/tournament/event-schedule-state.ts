/**
 * The mutable state both passes of the event scheduler share (decision 450):
 * each pitch's next free minute per event day, each division's play per pitch
 * and day, each team's last final whistle, when each "apart" group is free
 * again, and each division's knockout gates. Games are placed in kick-off
 * order, so a game only has to wait for what is already placed. Placing
 * returns its undo, for the search pass.
 */
import type { DivisionDay, EventItem, EventPlan } from './event-schedule-model.js';
import { MINUTES_PER_DAY, overlapsBreak } from './schedule-model.js';
import { gameDuration } from './settings.js';

/** A game on a pitch of an event day at its kick-off (local minutes; `abs` from the event's first midnight). */
export type EventCandidate = { item: number; day: number; pitch: number; start: number; abs: number };

export type EventPlacement = { item: number; day: number; pitch: number; start: number };

export const eventDayOf = (abs: number): number => Math.floor(abs / MINUTES_PER_DAY);

export class EventState {
  readonly plan: EventPlan;
  readonly n: number;
  readonly days: number;
  readonly pitches: number;
  /** Per (day, pitch): next free local minute. */
  readonly cursor: number[];
  /** Per (division, day, pitch): minutes of play so far. */
  readonly play: number[];
  readonly placedAt: number[];
  readonly endOf: number[];
  readonly teamEnd: number[];
  readonly groupFree: number[];
  readonly groupPending: number[];
  readonly groupEnd: number[];
  readonly lastGroupDay: number[];
  placedCount = 0;
  readonly placements: EventPlacement[] = [];

  constructor(plan: EventPlan) {
    this.plan = plan;
    this.n = plan.items.length;
    this.days = plan.dates.length;
    this.pitches = plan.pitches;
    this.cursor = new Array<number>(this.days * this.pitches).fill(0);
    this.play = new Array<number>(plan.divisions.length * this.days * this.pitches).fill(0);
    this.placedAt = new Array<number>(this.n).fill(-1);
    this.endOf = new Array<number>(this.n).fill(0);
    this.teamEnd = new Array<number>(plan.teamCount).fill(-Infinity);
    this.groupFree = new Array<number>(plan.groupCount).fill(-Infinity);
    this.groupPending = plan.divisions.map(() => 0);
    for (const item of plan.items) {
      if (!item.knockout) this.groupPending[item.division] = (this.groupPending[item.division] as number) + 1;
    }
    this.groupEnd = plan.divisions.map(() => -Infinity);
    this.lastGroupDay = plan.divisions.map(() => -1);
  }

  item(i: number): EventItem {
    return this.plan.items[i] as EventItem;
  }

  playIndex(k: number, day: number, pitch: number): number {
    return (k * this.days + day) * this.pitches + pitch;
  }

  /** Play and pitch minutes of a game of division `k` on that day. */
  sizeOf(day: DivisionDay, knockout: boolean): { play: number; duration: number } {
    const play = knockout ? day.knockoutPlay : day.groupPlay;
    return { play, duration: gameDuration(play, day.halfTime) };
  }

  /** The first event day the division's knockout may use (Infinity while its groups are pending). */
  knockoutFirstDay(k: number): number {
    const division = this.plan.divisions[k] as EventPlan['divisions'][number];
    if (!division.hasGroupPhase) return division.firstDay;
    if ((this.groupPending[k] as number) > 0) return Infinity;
    return division.eliminationStartNextDay ? (this.lastGroupDay[k] as number) + 1 : (this.lastGroupDay[k] as number);
  }

  /** Earliest absolute kick-off the teams' rest, the apart groups and the knockout gates allow; Infinity: not yet. */
  readyAt(i: number): number {
    const item = this.item(i);
    const division = this.plan.divisions[item.division] as EventPlan['divisions'][number];
    let ready = -Infinity;
    for (const t of [item.team1, item.team2]) {
      if (t < 0) continue;
      ready = Math.max(ready, (this.teamEnd[t] as number) + division.minRest);
      for (const g of this.plan.teamGroups[t] as number[]) ready = Math.max(ready, this.groupFree[g] as number);
    }
    if (item.knockout) {
      if ((this.groupPending[item.division] as number) > 0) return Infinity;
      if (division.hasGroupPhase) ready = Math.max(ready, (this.groupEnd[item.division] as number) + division.minRest);
      for (const f of item.feeders) {
        if (f < 0 || this.placedAt[f] === -1) return Infinity;
        ready = Math.max(ready, (this.endOf[f] as number) + division.minRest);
      }
    }
    return ready;
  }

  /** Local kick-off of item `i` on (day, pitch) at or after absolute `from`; -1 when it cannot go there. */
  startOn(i: number, day: number, pitch: number, from: number): number {
    const item = this.item(i);
    const k = item.division;
    const times = (this.plan.divisions[k] as EventPlan['divisions'][number]).days[day];
    if (!times || !times.allowed[pitch]) return -1;
    const { play, duration } = this.sizeOf(times, item.knockout);
    if ((this.play[this.playIndex(k, day, pitch)] as number) + play > times.maxPlaytime) return -1;
    let t = Math.max(from - times.base, times.startTime, this.cursor[day * this.pitches + pitch] as number);
    if (item.knockout) {
      const first = this.knockoutFirstDay(k);
      if (day < first) return -1;
      const kickoff = (this.plan.divisions[k] as EventPlan['divisions'][number]).eliminationStartTime;
      if (day === first && kickoff !== null) t = Math.max(t, kickoff);
    }
    if (overlapsBreak(times, t, duration)) t = times.resume as number;
    return t > times.latestGame ? -1 : t;
  }

  /** Places a game and returns how to take it back. */
  place(c: EventCandidate): () => void {
    const item = this.item(c.item);
    const k = item.division;
    const times = (this.plan.divisions[k] as EventPlan['divisions'][number]).days[c.day] as DivisionDay;
    const { play, duration } = this.sizeOf(times, item.knockout);
    const end = times.base + c.start + duration;
    const slot = c.day * this.pitches + c.pitch;
    const playAt = this.playIndex(k, c.day, c.pitch);
    const teams = [item.team1, item.team2].filter((t) => t >= 0);
    const groups = teams.flatMap((t) => this.plan.teamGroups[t] as number[]);
    const before = {
      cursor: this.cursor[slot] as number,
      teamEnd: teams.map((t) => this.teamEnd[t] as number),
      groupFree: groups.map((g) => this.groupFree[g] as number),
      groupEnd: this.groupEnd[k] as number,
      lastGroupDay: this.lastGroupDay[k] as number,
    };
    this.cursor[slot] = c.start + duration + times.gameGap;
    this.play[playAt] = (this.play[playAt] as number) + play;
    this.placedAt[c.item] = slot;
    this.endOf[c.item] = end;
    for (const t of teams) this.teamEnd[t] = end;
    for (const g of groups) this.groupFree[g] = Math.max(this.groupFree[g] as number, end);
    if (!item.knockout) {
      this.groupPending[k] = (this.groupPending[k] as number) - 1;
      this.groupEnd[k] = Math.max(before.groupEnd, end);
      this.lastGroupDay[k] = Math.max(before.lastGroupDay, c.day);
    }
    this.placedCount += 1;
    this.placements.push({ item: c.item, day: c.day, pitch: c.pitch, start: c.start });
    return () => {
      this.placements.pop();
      this.placedCount -= 1;
      if (!item.knockout) {
        this.groupPending[k] = (this.groupPending[k] as number) + 1;
        this.groupEnd[k] = before.groupEnd;
        this.lastGroupDay[k] = before.lastGroupDay;
      }
      for (let j = groups.length - 1; j >= 0; j -= 1)
        this.groupFree[groups[j] as number] = before.groupFree[j] as number;
      teams.forEach((t, j) => (this.teamEnd[t] = before.teamEnd[j] as number));
      this.placedAt[c.item] = -1;
      this.play[playAt] = (this.play[playAt] as number) - play;
      this.cursor[slot] = before.cursor;
    };
  }
}
