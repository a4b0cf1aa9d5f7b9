/**
 * Test support: random small events for the event scheduler's properties:
 * 2–3 divisions of 2–4 teams (round robin, scouting, or two groups of two with
 * a final), each with its own game length, half time, gap, rest, break and
 * day times; 1–3 pitches, 1–2 days, divisions on one or both days; pitches
 * restricted per division and per day; and up to two "apart" groups of teams
 * from different divisions. Days are sized around the work, so many events
 * are tight.
 */
import fc from 'fast-check';
import type { Bracket } from './bracket.js';
import type { EventDivisionInput, EventScheduleInput, EventTeamRef } from './event-schedule.js';
import type { Fixture } from './formats.js';
import { roundRobinFixtures, scoutingFixtures } from './formats.js';
import { generateGroupStage } from './group-stage.js';
import type { ScheduleSettings } from './settings.js';
import { validateScheduleSettings } from './settings.js';

const DATES = ['2026-05-01', '2026-05-02'];

type Draw = { teams: string[]; fixtures: Fixture[]; brackets: Bracket[] };

const drawArb = (maxTeams: number): fc.Arbitrary<Draw> =>
  fc.oneof(
    fc.integer({ min: 2, max: maxTeams }).map((n) => {
      const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
      const r = roundRobinFixtures(teams);
      if (!r.ok) throw new Error(r.code);
      return { teams, fixtures: r.fixtures, brackets: [] };
    }),
    fc
      .record({ n: fc.integer({ min: 3, max: Math.max(3, maxTeams) }), seed: fc.integer({ min: 1, max: 99 }) })
      .map(({ n, seed }) => {
        const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
        const r = scoutingFixtures(
          teams.map((id) => ({ id })),
          seed,
        );
        if (!r.ok) throw new Error(r.code);
        return { teams, fixtures: r.fixtures, brackets: [] };
      }),
    fc.constant(null).map(() => {
      const r = generateGroupStage([
        { name: 'A', teams: ['A1', 'A2'], advancement: 'first' },
        { name: 'B', teams: ['B1', 'B2'], advancement: 'first' },
      ]);
      if (!r.ok) throw new Error(r.code);
      return { teams: ['A1', 'A2', 'B1', 'B2'], fixtures: r.fixtures, brackets: r.brackets };
    }),
  );

const divisionArb = (index: number, pitches: number, days: number, share: number, maxTeams: number) =>
  fc
    .record({
      draw: drawArb(maxTeams),
      startTime: fc.integer({ min: 8 * 60, max: 9 * 60 }),
      gameTime: fc.integer({ min: 5, max: 25 }),
      halfTime: fc.integer({ min: 0, max: 5 }),
      gameGap: fc.integer({ min: 0, max: 5 }),
      slots: fc.integer({ min: 2, max: 5 }),
      jitter: fc.integer({ min: -5, max: 5 }),
      minRest: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
      breakAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      eliminationGameTime: fc.option(fc.integer({ min: 5, max: 25 }), { nil: null }),
      eliminationStartNextDay: fc.boolean(),
      lastDayOnly: fc.boolean(),
      firstDayOnly: fc.boolean(),
      pitches: fc.option(
        fc.subarray(
          Array.from({ length: pitches }, (_, p) => p + 1),
          { minLength: 1 },
        ),
        {
          nil: null,
        },
      ),
      secondDayPitches: fc.option(
        fc.subarray(
          Array.from({ length: pitches }, (_, p) => p + 1),
          { minLength: 1 },
        ),
        {
          nil: undefined,
        },
      ),
    })
    .map((d): EventDivisionInput & { teams: string[] } => {
      const games = d.draw.fixtures.length + d.draw.brackets.reduce((n, b) => n + b.games.length, 0);
      const slot = d.gameTime + d.halfTime + d.gameGap;
      const span = Math.max(0, Math.round(((games * d.slots) / 2 / share) * slot) + d.jitter);
      const dateFrom = days === 2 && d.lastDayOnly ? (DATES[1] as string) : (DATES[0] as string);
      const dateTo = days === 2 && !d.lastDayOnly && !d.firstDayOnly ? (DATES[1] as string) : dateFrom;
      const noGameFrom = d.breakAfter === null ? null : d.startTime + d.breakAfter;
      const settings: ScheduleSettings = {
        dateFrom,
        dateTo,
        startTime: d.startTime,
        latestGame: Math.min(1439, d.startTime + span),
        maxPlaytime: 600,
        gameTime: d.gameTime,
        halfTime: d.halfTime,
        gameGap: d.gameGap,
        noGameFrom,
        noGameTo: noGameFrom === null ? null : noGameFrom + 15,
        continueTime: null,
        eliminationStartTime: null,
        eliminationGameTime: d.eliminationGameTime,
        eliminationStartNextDay: d.eliminationStartNextDay,
        ...(d.minRest === undefined ? {} : { minRest: d.minRest }),
      };
      return {
        id: `D${index + 1}`,
        teams: d.draw.teams,
        settings,
        fixtures: d.draw.fixtures,
        brackets: d.draw.brackets,
        pitches: d.pitches,
        ...(d.secondDayPitches && dateTo === DATES[1]
          ? { pitchesByDate: { [DATES[1] as string]: d.secondDayPitches } }
          : {}),
      };
    })
    .filter((d) => validateScheduleSettings(d.settings).length === 0);

/** A small event: 2 to `maxDivisions` divisions of 2 to `maxTeams` teams. */
export const smallEventArb = ({ maxDivisions = 3, maxTeams = 4 } = {}): fc.Arbitrary<EventScheduleInput> =>
  fc
    .record({
      divisions: fc.integer({ min: 2, max: maxDivisions }),
      pitches: fc.integer({ min: 1, max: 3 }),
      days: fc.integer({ min: 1, max: 2 }),
    })
    .chain(({ divisions, pitches, days }) =>
      fc
        .tuple(
          ...Array.from({ length: divisions }, (_, k) => divisionArb(k, pitches, days, pitches / divisions, maxTeams)),
        )
        .chain((list) => {
          const refs: EventTeamRef[] = list.flatMap((d) => d.teams.map((team) => ({ division: d.id as string, team })));
          return fc.array(fc.subarray(refs, { minLength: 2, maxLength: 3 }), { maxLength: 2 }).map((apart) => ({
            dateFrom: DATES[0] as string,
            dateTo: days === 2 ? (DATES[1] as string) : (DATES[0] as string),
            pitches,
            divisions: list.map(({ teams: _teams, ...d }) => d),
            apart,
          }));
        }),
    );
