/**
 * Test support: random small scheduling instances (2–8 teams, all three
 * formats, 1–2 pitches, 1–2 days, random valid settings), for the scheduler's
 * completeness properties and the completeness measurement in the bench.
 * Days are sized around the work so that many instances are tight: the
 * interesting ones are those where a complete schedule barely exists.
 */
import fc from 'fast-check';
import type { Advancement } from './advancement.js';
import type { Bracket } from './bracket.js';
import type { Fixture } from './formats.js';
import { roundRobinFixtures, scoutingFixtures } from './formats.js';
import { generateGroupStage } from './group-stage.js';
import type { ScheduleSettings } from './settings.js';
import { validateScheduleSettings } from './settings.js';

export type SchedulingInstance = {
  label: string;
  settings: ScheduleSettings;
  fixtures: Fixture[];
  bracket: Bracket | null;
};

const teamNames = (n: number, prefix = 'T') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

type Tournament = Omit<SchedulingInstance, 'settings'>;

const scoutingArb: fc.Arbitrary<Tournament> = fc
  .record({ teams: fc.integer({ min: 2, max: 8 }), seed: fc.integer({ min: 1, max: 1000 }) })
  .map(({ teams, seed }) => {
    const r = scoutingFixtures(
      teamNames(teams).map((id) => ({ id })),
      seed,
    );
    if (!r.ok) throw new Error(r.code);
    return { label: `scouting ${teams}`, fixtures: r.fixtures, bracket: null };
  });

const roundRobinArb: fc.Arbitrary<Tournament> = fc.integer({ min: 2, max: 8 }).map((teams) => {
  const r = roundRobinFixtures(teamNames(teams));
  if (!r.ok) throw new Error(r.code);
  return { label: `round robin ${teams}`, fixtures: r.fixtures, bracket: null };
});

/** 2–8 teams in 1–4 groups of at least two, with a knockout bracket. */
const groupStageArb: fc.Arbitrary<Tournament> = fc
  .record({
    sizes: fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 4 }),
    advancement: fc.constantFrom<Advancement>('first', 'topTwo', 'topThree', 'bestRunnerUp'),
  })
  .filter(({ sizes }) => sizes.reduce((a, b) => a + b, 0) <= 8)
  .map(({ sizes, advancement }) => {
    const groups = sizes.map((size, g) => {
      const name = String.fromCharCode(65 + g);
      return { name, teams: teamNames(size, name), advancement };
    });
    return { groups, stage: generateGroupStage(groups) };
  })
  // One group that sends one team through has no knockout game: not a group stage.
  .filter(({ stage }) => stage.ok)
  .map(({ groups, stage }) => {
    if (!stage.ok) throw new Error(stage.code);
    const label = `groups ${groups.map((g) => g.teams.length).join('+')} ${groups[0]?.advancement}`;
    return { label, fixtures: stage.fixtures, bracket: stage.bracket };
  });

export const smallTournamentArb: fc.Arbitrary<Tournament> = fc.oneof(scoutingArb, roundRobinArb, groupStageArb);

/** Settings sized to the number of games, so that a fair share of instances is tight. */
function settingsArb(games: number): fc.Arbitrary<ScheduleSettings> {
  return fc
    .record({
      startTime: fc.integer({ min: 8 * 60, max: 10 * 60 }),
      gameTime: fc.integer({ min: 5, max: 30 }),
      halfTime: fc.integer({ min: 0, max: 10 }),
      gameGap: fc.integer({ min: 0, max: 10 }),
      // Slots a pitch offers per day, in tenths of the share of games it would
      // get if they were spread evenly: the day length follows from it.
      slotTenths: fc.integer({ min: 6, max: 40 }),
      dayLengthJitter: fc.integer({ min: -10, max: 10 }),
      // Max playtime in tenths of a full day's slots of play (null: no limit).
      maxPlayTenths: fc.option(fc.integer({ min: 5, max: 15 }), { nil: null }),
      breakAfterSlots: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      breakLength: fc.integer({ min: 5, max: 60 }),
      continueDelay: fc.integer({ min: 0, max: 15 }),
      days: fc.integer({ min: 1, max: 2 }),
      pitches: fc.integer({ min: 1, max: 2 }),
      minRest: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      eliminationGameTime: fc.option(fc.integer({ min: 5, max: 30 }), { nil: null }),
      eliminationStartSlots: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      eliminationStartNextDay: fc.boolean(),
      secondDay: fc.option(
        fc.record({
          startShift: fc.integer({ min: -60, max: 60 }),
          lengthShift: fc.integer({ min: -120, max: 60 }),
          pitches: fc.integer({ min: 1, max: 2 }),
        }),
        { nil: null },
      ),
    })
    .map((s): ScheduleSettings => {
      const slot = s.gameTime + s.halfTime + s.gameGap;
      const slotsPerDay = Math.max(1, Math.round((games * s.slotTenths) / (10 * s.pitches * s.days)));
      const latestGame = Math.min(1439, s.startTime + Math.max(0, (slotsPerDay - 1) * slot + s.dayLengthJitter));
      const noGameFrom = s.breakAfterSlots === null ? null : s.startTime + s.breakAfterSlots * slot;
      const noGameTo = noGameFrom === null ? null : noGameFrom + s.breakLength;
      const longest = Math.max(s.gameTime, s.eliminationGameTime ?? 0);
      const maxPlaytime =
        s.maxPlayTenths === null
          ? 1440
          : Math.max(longest + 1, Math.round((slotsPerDay * s.gameTime * s.maxPlayTenths) / 10));
      const secondDay = s.secondDay;
      const secondStart = secondDay === null ? null : Math.max(0, s.startTime + secondDay.startShift);
      return {
        dateFrom: '2024-02-28',
        dateTo: s.days === 1 ? '2024-02-28' : '2024-02-29',
        startTime: s.startTime,
        latestGame,
        maxPlaytime,
        gameTime: s.gameTime,
        halfTime: s.halfTime,
        gameGap: s.gameGap,
        noGameFrom,
        noGameTo,
        continueTime: noGameTo === null ? null : noGameTo + s.continueDelay,
        pitches: s.pitches,
        ...(s.minRest === undefined ? {} : { minRest: s.minRest }),
        eliminationGameTime: s.eliminationGameTime,
        eliminationStartTime: s.eliminationStartSlots === null ? null : s.startTime + s.eliminationStartSlots * slot,
        eliminationStartNextDay: s.eliminationStartNextDay,
        dayOverrides:
          s.days === 2 && secondDay !== null && secondStart !== null
            ? [
                {
                  date: '2024-02-29',
                  name: 'Second day',
                  startTime: secondStart,
                  latestGame: Math.min(1439, Math.max(secondStart, latestGame + secondDay.lengthShift)),
                  pitches: secondDay.pitches,
                },
              ]
            : [],
      };
    })
    .filter((settings) => validateScheduleSettings(settings).length === 0);
}

/** A small tournament with settings sized to it. */
export const smallInstanceArb: fc.Arbitrary<SchedulingInstance> = smallTournamentArb.chain((tournament) => {
  const games = tournament.fixtures.length + (tournament.bracket?.games.length ?? 0);
  return settingsArb(games).map((settings) => ({ ...tournament, settings }));
});
