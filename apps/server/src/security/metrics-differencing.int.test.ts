import {
  SKILLS,
  type Club,
  type Game,
  type GameList,
  type Player,
  type Skill,
  type TournamentMetrics,
  type UserSummary,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { createPlayer } from '../../test/players.js';
import { createClub } from '../../test/clubs.js';
import { addTeams, createTournament, del } from '../../test/tournaments.js';
import { possibleScores, possibleSums, recoveredScore, type Reading } from './rounding-oracle.js';

/**
 * The differencing attack on the tournament metrics (docs/security.md §3,
 * decision 340), as the outside probe ran it: a club account (level 3) puts
 * a probe player of its own into the victim's group (same position), rates it
 * with chosen scores and reads the rounded averages, once per probe score
 * from 1 to 10 in half points, deleting the probe each time; then again once
 * the victim has been rated. The two sweeps pin the group's sum before and
 * after to the point, and their difference is the victim's score on each of
 * the 21 skills. Against the metrics before decision 340 this recovered
 * 21 of 21 skills exactly on both engines in 172 requests.
 *
 * Here every rating is made at the tournament, as the metrics now require:
 * the victim's team mates and the victim by the organisers, the probes by the
 * attacker at its own club's game, so the attacker is as strong as the rules
 * let it be. The attack recovers nothing: before the end there is no answer
 * to read, and the one release never moves.
 */

/** SV Rival's six rated centre backs (one score per skill, in the order of SKILLS), and the victim. */
const TEAM_MATES = [
  [3, 7, 5, 8, 2, 6, 9, 4, 5, 7, 6, 3, 8, 5, 4, 7, 6, 2, 9, 5, 6],
  [6, 4, 8, 3, 7, 5, 2, 9, 6, 4, 5, 8, 3, 7, 6, 2, 5, 9, 4, 6, 7],
  [8, 5, 4, 6, 9, 3, 7, 5, 2, 8, 7, 4, 6, 3, 9, 5, 8, 6, 7, 2, 4],
  [4, 9, 6, 5, 3, 8, 5, 6, 7, 3, 9, 6, 5, 8, 2, 6, 4, 7, 5, 9, 3],
  [5, 6, 7, 9, 4, 2, 6, 8, 5, 6, 3, 7, 9, 4, 6, 8, 3, 5, 6, 7, 8],
  [7, 3, 5, 4, 6, 9, 4, 7, 8, 5, 4, 9, 2, 6, 5, 3, 7, 4, 8, 6, 5],
];
const VICTIM = [9, 2, 6, 7, 5, 4, 8, 3, 6, 9, 2, 5, 7, 4, 8, 6, 9, 3, 5, 7, 4];
/** The score the attacker gives the probe it keeps in the group until the release: its own known contribution. */
const KEPT_PROBE = 5;
/** A sweep is about 90 requests: room for two on a busy machine (a bound, not a wait). */
const SWEEPS_TIMEOUT_MS = 120_000;
/** Unknown players the attacker allows for in the group. */
const BOUNDS = { minPlayers: 5, maxPlayers: 30 };

const scoresOf = (row: readonly number[]) => Object.fromEntries(SKILLS.map((skill, i) => [skill, row[i]!]));
const everySkill = (score: number) => Object.fromEntries(SKILLS.map((skill) => [skill, score]));
type Sweep = Map<Skill, Reading[]>;

describeEachEngine(
  'metrics differencing: a club account probing a group it shares with another club',
  (ctx) => {
    let users: LevelUsers;
    let own: Club;
    let rival: Club;
    let tournamentId: string;
    let game: Game;
    /** Requests the attacker sent. */
    let requests = 0;
    const as = (level: number) => users.clients[level]!;
    const attacker = () => as(3);

    async function rate(client: number, playerId: string, scores: object) {
      const res = await as(client).post(`/api/players/${playerId}/ratings`, {
        scores,
        globalRating: 6,
        gameId: game.id,
      });
      expect(res.status, res.text).toBe(201);
    }

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'diff');
      own = await createClub(as(1), { name: 'FC Probe', country: 'DE' });
      rival = await createClub(as(1), { name: 'SV Rival', country: 'DE' });
      expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] })).status).toBe(200);
      tournamentId = (await createTournament(as(1), { name: 'Rival Cup' })).id;
      await addTeams(as(1), tournamentId, [own, rival]);
      expect((await as(1).post(`/api/tournaments/${tournamentId}/schedule`, {})).status).toBe(200);
      [game] = (await as(1).get<GameList>(`/api/tournaments/${tournamentId}/games`)).body.items as [Game];
      for (const [i, row] of TEAM_MATES.entries()) {
        const mate = await createPlayer(as(1), {
          firstName: 'Mate',
          lastName: `N${i}`,
          clubId: rival.id,
          position: 'CB',
        });
        await rate(1, mate.id, scoresOf(row));
      }
    });

    /** What level 3 reads of the centre backs: each skill's average, or null when not shown or not released. */
    async function read(): Promise<Map<Skill, number | null>> {
      requests += 1;
      const res = await attacker().get<TournamentMetrics>(`/api/tournaments/${tournamentId}/metrics`);
      expect(res.status, res.text).toBe(200);
      const centreBacks =
        res.body.state === 'released' ? res.body.positions.find((p) => p.position === 'CB') : undefined;
      return new Map(
        SKILLS.map((skill) => [skill, centreBacks?.skills.find((s) => s.skill === skill)?.average ?? null]),
      );
    }

    /**
     * The threshold search: a read without a probe, then a probe rated 1, 1.5, …, 10 on every skill
     * (two ratings for a half point), one at a time, each read and deleted. `kept` is a probe of the
     * attacker's left in the group (its sum and count are known to it).
     */
    async function sweep(kept = { sum: 0, count: 0 }): Promise<Sweep> {
      const readings: Sweep = new Map(SKILLS.map((skill) => [skill, []]));
      const note = (shown: Map<Skill, number | null>, probeSum: number, probes: number) => {
        for (const skill of SKILLS)
          readings
            .get(skill)!
            .push({ probeSum: kept.sum + probeSum, probes: kept.count + probes, shown: shown.get(skill)! });
      };
      note(await read(), 0, 0);
      for (let halves = 2; halves <= 20; halves++) {
        const score = halves / 2;
        requests += 1;
        const probe = await createPlayer(attacker(), {
          firstName: 'Probe',
          lastName: `P${halves}`,
          clubId: own.id,
          position: 'CB',
        });
        for (const given of halves % 2 ? [Math.floor(score), Math.ceil(score)] : [score]) {
          requests += 1;
          await rate(3, probe.id, everySkill(given));
        }
        note(await read(), score, 1);
        requests += 1;
        expect((await del(attacker(), `/api/players/${probe.id}`)).status).toBe(204);
      }
      return readings;
    }

    /** Skills whose victim score the attacker names, and names right. */
    function recovered(before: Sweep, after: Sweep): number {
      return SKILLS.filter((skill, i) => recoveredScore(before.get(skill)!, after.get(skill)!, BOUNDS) === VICTIM[i])
        .length;
    }

    describe('the attack, run as the probe ran it', () => {
      let beforeVictim: Sweep;
      let afterVictim: Sweep;
      let afterRelease: Sweep;
      let kept: Player;

      it(
        'reads nothing while the tournament runs: every answer is "pending", whatever the probe',
        async () => {
          beforeVictim = await sweep();
          // The attacker also keeps a probe rated at the tournament in the group until the end.
          kept = await createPlayer(attacker(), {
            firstName: 'Kept',
            lastName: 'Probe',
            clubId: own.id,
            position: 'CB',
          });
          await rate(3, kept.id, everySkill(KEPT_PROBE));
          // The victim is rated at the tournament.
          const victim = await createPlayer(as(1), {
            firstName: 'Vic',
            lastName: 'Tim',
            clubId: rival.id,
            position: 'CB',
          });
          await rate(1, victim.id, scoresOf(VICTIM));
          afterVictim = await sweep({ sum: KEPT_PROBE, count: 1 });
          for (const readings of [...beforeVictim.values(), ...afterVictim.values()])
            expect(readings.every((r) => r.shown === null)).toBe(true);
          expect(recovered(beforeVictim, afterVictim)).toBe(0);
        },
        SWEEPS_TIMEOUT_MS,
      );

      it(
        'reads one release after the end, which no probe moves',
        async () => {
          // The organisers play and finish the tournament's game.
          const started = await as(2).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
          expect(started.status, started.text).toBe(200);
          const finished = await as(2).post(`/api/games/${game.id}/finish`, { version: started.body.version });
          expect(finished.status, finished.text).toBe(200);

          afterRelease = await sweep({ sum: KEPT_PROBE, count: 1 });
          for (const [skill, readings] of afterRelease) {
            // Shown (7 players the club account does not see, 5 or more) and the same on every read.
            expect(readings[0]!.shown, skill).not.toBeNull();
            expect(new Set(readings.map((r) => r.shown)).size, skill).toBe(1);
          }
        },
        SWEEPS_TIMEOUT_MS,
      );

      it('recovers none of the 21 skills, however the attacker pairs its sweeps', () => {
        expect(recovered(beforeVictim, afterVictim)).toBe(0);
        expect(recovered(beforeVictim, afterRelease)).toBe(0);
        expect(recovered(afterVictim, afterRelease)).toBe(0);
        // Not even narrowed: every score from 1 to 10 is still possible for every skill.
        for (const skill of SKILLS)
          expect(possibleScores(beforeVictim.get(skill)!, afterRelease.get(skill)!, BOUNDS)).toHaveLength(10);
        console.info(
          `[security] metrics differencing [${ctx.engine}]: 0/21 skills recovered in ${requests} attacker requests`,
        );
      });

      it('gives from the one release, with the probe it kept, only the average of the 7 players it does not know', async () => {
        const shown = await read();
        for (const [i, skill] of SKILLS.entries()) {
          const others = TEAM_MATES.reduce((sum, row) => sum + row[i]!, VICTIM[i]!);
          // The release is the rounded mean of the 7 others and the kept probe: nothing finer, nothing about one of them.
          expect(shown.get(skill)).toBe(Math.round(((others + KEPT_PROBE) / 8) * 2) / 2);
          // What the attacker can work out is a range of sums of the 7 (for every group size it allows), never a score.
          const sums = possibleSums([{ probeSum: KEPT_PROBE, probes: 1, shown: shown.get(skill)! }], BOUNDS);
          expect(sums.get(TEAM_MATES.length + 1)).toContain(others);
          expect(sums.get(TEAM_MATES.length + 1)!.length).toBeGreaterThan(1);
        }
      });
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'metrics differencing');
  },
  // Within the tournament's days throughout: only its finished games end it.
  { now: () => new Date('2026-05-01T12:00:00Z') },
);
