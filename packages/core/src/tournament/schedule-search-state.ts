/**
 * The mutable state of the scheduler's search pass (schedule-search.ts): which
 * games are placed where, each pitch's next free minute and play so far, each
 * team's last final whistle, and the knockout gates. Placing a game returns
 * its undo, so the search can backtrack without copying.
 */
import type { Placement, SchedulePhase, SchedulingDay, SchedulingPlan } from './schedule-model.js';
import { MINUTES_PER_DAY, durationOf, playMinutesOf } from './schedule-model.js';

/** A game on a pitch-day at its kick-off (minutes from that day's midnight; `abs` from the first day's). */
export type Candidate = { item: number; pd: number; start: number; abs: number };

/** Per day (by index): a game's minutes on the pitch and of play. */
export type Sizes = { duration: number[]; play: number[] };

export const dayOf = (abs: number): number => Math.floor(abs / MINUTES_PER_DAY);

export class SearchState {
  readonly plan: SchedulingPlan;
  readonly days: readonly SchedulingDay[];
  readonly n: number;
  readonly minRest: number;
  /** Team indices of each item's two slots; -1 for a team not known yet. */
  readonly team1: number[];
  readonly team2: number[];
  readonly teamCount: number;
  readonly knockout: boolean[];
  /** Item indices whose winners play in each item; -1 for a feeder that is not among the items. */
  readonly feeders: number[][];
  /** The items each item's winner plays in next (the reverse of `feeders`). */
  readonly feeds: number[][];
  /** Knockout items in round order, so feeders come first. */
  readonly knockoutItems: number[];
  readonly groupTotal: number;
  /** Pitch-days flattened: `pd` → day and 1-based pitch; the pitch-days of day d are firstPd[d] … firstPd[d + 1] − 1. */
  readonly pdDay: number[] = [];
  readonly pdPitch: number[] = [];
  readonly firstPd: number[] = [];
  /** Game sizes per day: group, knockout, and the smaller of the two; shortest over all days. */
  readonly sizes: {
    group: Sizes;
    knockout: Sizes;
    lightest: Sizes;
    shortest: { group: number; knockout: number };
  };

  readonly cursor: number[];
  readonly play: number[];
  readonly placedPd: number[];
  readonly endOf: number[];
  /** Absolute end of each team's last placed game. */
  readonly teamEnd: number[];
  readonly teamPending: number[];
  readonly teamGroupPending: number[];
  groupPending: number;
  groupEnd = -Infinity;
  lastGroupDay = -1;
  placedCount = 0;
  readonly placements: Placement[] = [];

  constructor(plan: SchedulingPlan) {
    this.plan = plan;
    this.days = plan.days;
    this.minRest = plan.minRest;
    const { items } = plan;
    this.n = items.length;
    const teamIndex = new Map<string, number>();
    const teamOf = (name: string | null): number => {
      if (name === null) return -1;
      let index = teamIndex.get(name);
      if (index === undefined) {
        index = teamIndex.size;
        teamIndex.set(name, index);
      }
      return index;
    };
    this.team1 = items.map((i) => teamOf(i.team1));
    this.team2 = items.map((i) => teamOf(i.team2));
    this.teamCount = teamIndex.size;
    const idIndex = new Map(items.map((i, index) => [i.id, index] as const));
    this.feeders = items.map((i) => i.after.map((id) => idIndex.get(id) ?? -1));
    this.feeds = items.map(() => []);
    this.feeders.forEach((list, j) => {
      for (const f of list) if (f >= 0) (this.feeds[f] as number[]).push(j);
    });
    this.knockout = items.map((i) => i.phase === 'knockout');
    this.knockoutItems = items.flatMap((i, index) => (i.phase === 'knockout' ? [index] : []));
    this.groupTotal = this.n - this.knockoutItems.length;
    plan.days.forEach((day, d) => {
      this.firstPd.push(this.pdDay.length);
      for (let p = 1; p <= day.pitches; p += 1) {
        this.pdDay.push(d);
        this.pdPitch.push(p);
      }
    });
    this.firstPd.push(this.pdDay.length);
    const sizesOf = (phase: SchedulePhase): Sizes => ({
      duration: plan.days.map((day) => durationOf(day, phase)),
      play: plan.days.map((day) => playMinutesOf(day, phase)),
    });
    const group = sizesOf('group');
    const knockout = sizesOf('knockout');
    this.sizes = {
      group,
      knockout,
      lightest: {
        duration: group.duration.map((g, d) => Math.min(g, knockout.duration[d] as number)),
        play: group.play.map((g, d) => Math.min(g, knockout.play[d] as number)),
      },
      shortest: { group: Math.min(...group.duration), knockout: Math.min(...knockout.duration) },
    };

    this.cursor = this.pdDay.map((d) => (plan.days[d] as SchedulingDay).startTime);
    this.play = this.pdDay.map(() => 0);
    this.placedPd = new Array<number>(this.n).fill(-1);
    this.endOf = new Array<number>(this.n).fill(0);
    this.teamEnd = new Array<number>(this.teamCount).fill(-Infinity);
    this.teamPending = new Array<number>(this.teamCount).fill(0);
    this.teamGroupPending = new Array<number>(this.teamCount).fill(0);
    for (let i = 0; i < this.n; i += 1) {
      for (const t of [this.team1[i] as number, this.team2[i] as number]) {
        if (t < 0) continue;
        this.teamPending[t] = (this.teamPending[t] as number) + 1;
        if (!this.knockout[i]) this.teamGroupPending[t] = (this.teamGroupPending[t] as number) + 1;
      }
    }
    this.groupPending = this.groupTotal;
  }

  phaseOf(item: number): SchedulePhase {
    return this.knockout[item] ? 'knockout' : 'group';
  }

  get knockoutPending(): number {
    return this.n - this.placedCount - this.groupPending;
  }

  /** Earliest absolute kick-off allowed by the teams' rest and the knockout gates; Infinity when not eligible yet. */
  readyAt(item: number): number {
    let ready = -Infinity;
    for (const t of [this.team1[item] as number, this.team2[item] as number]) {
      if (t >= 0) ready = Math.max(ready, (this.teamEnd[t] as number) + this.minRest);
    }
    if (this.knockout[item]) {
      if (this.groupPending > 0) return Infinity;
      if (this.plan.hasGroupPhase) ready = Math.max(ready, this.groupEnd + this.minRest);
      for (const f of this.feeders[item] as number[]) {
        if (f < 0 || this.placedPd[f] === -1) return Infinity;
        ready = Math.max(ready, (this.endOf[f] as number) + this.minRest);
      }
    }
    return ready;
  }

  /** Places a game and returns how to take it back. */
  place(c: Candidate): () => void {
    const d = this.pdDay[c.pd] as number;
    const day = this.days[d] as SchedulingDay;
    const phase = this.phaseOf(c.item);
    const end = day.base + c.start + durationOf(day, phase);
    const t1 = this.team1[c.item] as number;
    const t2 = this.team2[c.item] as number;
    const before = {
      cursor: this.cursor[c.pd] as number,
      play: this.play[c.pd] as number,
      team1End: t1 >= 0 ? (this.teamEnd[t1] as number) : 0,
      team2End: t2 >= 0 ? (this.teamEnd[t2] as number) : 0,
      groupEnd: this.groupEnd,
      lastGroupDay: this.lastGroupDay,
    };
    const group = !this.knockout[c.item];
    this.cursor[c.pd] = end - day.base + day.gameGap;
    this.play[c.pd] = before.play + playMinutesOf(day, phase);
    this.placedPd[c.item] = c.pd;
    this.endOf[c.item] = end;
    for (const t of [t1, t2]) {
      if (t < 0) continue;
      this.teamEnd[t] = end;
      this.teamPending[t] = (this.teamPending[t] as number) - 1;
      if (group) this.teamGroupPending[t] = (this.teamGroupPending[t] as number) - 1;
    }
    if (group) {
      this.groupPending -= 1;
      this.groupEnd = Math.max(this.groupEnd, end);
      this.lastGroupDay = Math.max(this.lastGroupDay, d);
    }
    this.placedCount += 1;
    this.placements.push({ item: c.item, day: d, pitch: this.pdPitch[c.pd] as number, start: c.start });
    return () => {
      this.placements.pop();
      this.placedCount -= 1;
      if (group) this.groupPending += 1;
      this.groupEnd = before.groupEnd;
      this.lastGroupDay = before.lastGroupDay;
      for (const t of [t1, t2]) {
        if (t < 0) continue;
        this.teamPending[t] = (this.teamPending[t] as number) + 1;
        if (group) this.teamGroupPending[t] = (this.teamGroupPending[t] as number) + 1;
      }
      if (t2 >= 0) this.teamEnd[t2] = before.team2End;
      if (t1 >= 0) this.teamEnd[t1] = before.team1End;
      this.placedPd[c.item] = -1;
      this.play[c.pd] = before.play;
      this.cursor[c.pd] = before.cursor;
    };
  }
}
