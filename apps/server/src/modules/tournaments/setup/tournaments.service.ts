import { randomInt, randomUUID } from 'node:crypto';
import {
  DEFAULT_FORMAT,
  MAX_TEAMS_PER_TOURNAMENT,
  can,
  type Actor,
  type AddTeam,
  type CreateTournament,
  type DrawOptions,
  type DrawPreview,
  type DrawRequest,
  type DrawResult,
  type DrawTeam,
  type PutGroups,
  type Tournament,
  type TournamentList,
  type TournamentTeam,
  type UpdateTeam,
  type UpdateTournament,
} from '@touchline/core';
import type { Store } from '../../../db/unit-of-work.js';
import { assertCan } from '../../../http/access.js';
import { AppError, orNotFound } from '../../../http/errors.js';
import type { EventBus } from '../../../realtime/event-bus.js';
import { presentTeam, presentTournament, settingsOf } from '../shared/tournament.presenter.js';
import { checkFormat, formatOf, mergeFormat } from '../shared/tournament-format.js';
import { checkGroups, checkSettings } from './tournament-rules.js';
import type { TournamentRow, TournamentsRepository } from '../shared/tournaments.repository.js';
import type { EventsRepository } from '../../events/events.repository.js';
import { attachDivision, checkDivisionDates } from '../../events/events.service.js';

export type TournamentsStore = Store<{ tournaments: TournamentsRepository; events: EventsRepository }>;

/** Core's draw, run by the API on the heavy-work pool (its search may take a tenth of a second). */
export type DrawGroups = (input: { teams: DrawTeam[]; options: DrawOptions }) => Promise<DrawResult>;

/** A seed to read out and type again: six digits. */
const newDrawSeed = () => randomInt(100_000, 1_000_000);

/** The first of "<club>", "<club> 2", "<club> 3", … that no team of the tournament has. */
function freeName(base: string, taken: Set<string>): string {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** The tournament's own fields a change sets (absent ones stay). */
function ownFields(fields: Omit<UpdateTournament, 'version' | 'settings'>) {
  return {
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.type === undefined ? {} : { type: fields.type }),
    ...(fields.tieBreak === undefined ? {} : { tieBreak: fields.tieBreak }),
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.location === undefined ? {} : { location: fields.location }),
  };
}

/** The row of a new tournament. */
function newTournament(id: string, input: CreateTournament, createdBy: string) {
  return {
    id,
    name: input.name,
    title: input.title ?? null,
    location: input.location ?? null,
    type: input.type,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    tieBreak: input.tieBreak,
    settings: JSON.stringify(input.settings),
    format: JSON.stringify(checkFormat(input.type, mergeFormat(DEFAULT_FORMAT, input), [])),
    seed: randomInt(2 ** 31),
    createdBy,
  };
}

/**
 * Tournaments, their teams and groups, and following them
 * (docs/product/tournaments.md, docs/product/levels-and-access.md): the hub
 * list is public; viewing needs sign-in; create and delete levels 0–1;
 * setting up levels 0–2. Every change is published on the `tournament` topic
 * after it is committed.
 */
export function tournamentsService(store: TournamentsStore, bus: EventBus, drawGroups: DrawGroups) {
  const load = (id: string) => orNotFound(store.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
  const changed = (id: string) => bus.publish('tournament', [id]);

  async function read(id: string): Promise<Tournament> {
    const { tournaments } = store;
    const row = await load(id);
    const [teams, groups, gameCount] = await Promise.all([
      tournaments.teams(id),
      tournaments.groups(id),
      tournaments.gameCount(id),
    ]);
    return presentTournament(row, teams, groups, gameCount);
  }

  return {
    /** The hub list: public; a signed-in caller also learns which ones they follow. */
    async list(actor: Actor | null, query: { limit: number; offset: number }): Promise<TournamentList> {
      if (!can(actor, 'tournament.list')) throw new AppError(403, 'FORBIDDEN');
      const { rows, total } = await store.tournaments.list(query.limit, query.offset, actor?.id ?? null);
      return {
        items: rows.map(({ followed, ...row }) => ({
          ...row,
          type: row.type as Tournament['type'],
          ...(actor ? { followed } : {}),
        })),
        total,
      };
    },

    async get(actor: Actor, id: string): Promise<Tournament> {
      assertCan(actor, 'tournament.view');
      return read(id);
    },

    /** Creates a tournament; with `eventId` it is a division of that event (decision 450), in one transaction. */
    async create(actor: Actor, input: CreateTournament): Promise<Tournament> {
      assertCan(actor, 'tournament.create');
      checkSettings(input.dateFrom, input.dateTo, input.settings);
      // An age class labels a division: without an event it would be lost.
      if (input.ageClass !== undefined && input.eventId === undefined)
        throw new AppError(400, 'VALIDATION_FAILED', { ageClass: 'INVALID_VALUE' });
      const id = randomUUID();
      await store.transaction(async ({ tournaments, events }) => {
        await tournaments.insert(newTournament(id, input, actor.id));
        if (input.eventId === undefined) return;
        await attachDivision(events, {
          tournamentId: id,
          eventId: input.eventId,
          ageClass: input.ageClass ?? null,
          dateFrom: input.dateFrom,
          dateTo: input.dateTo,
        });
      });
      changed(id);
      return read(id);
    },

    /** Changes the tournament's own fields; the schedule stays until it is generated again. */
    async update(actor: Actor, id: string, { version, settings, ...fields }: UpdateTournament): Promise<Tournament> {
      assertCan(actor, 'tournament.setUp');
      const current = await load(id);
      // Checked against what was read, so the rules below see the state the client saw.
      if (current.version !== version) throw new AppError(409, 'CONFLICT');
      const dateFrom = fields.dateFrom ?? current.dateFrom;
      const dateTo = fields.dateTo ?? current.dateTo;
      const nextSettings = settings ?? settingsOf(current);
      checkSettings(dateFrom, dateTo, nextSettings);
      const format = mergeFormat(formatOf(current), fields);
      checkFormat(fields.type ?? current.type, format, await store.tournaments.groups(id));
      // A division stays inside its event's dates (decision 450).
      await checkDivisionDates(store.events, id, { dateFrom, dateTo });
      const changes = { ...ownFields(fields), dateFrom, dateTo, settings: JSON.stringify(nextSettings) };
      // Stale writes never overwrite: the client reloads and decides again.
      if (!(await store.tournaments.touch(id, version, { ...changes, format: JSON.stringify(format) })))
        throw new AppError(409, 'CONFLICT');
      changed(id);
      return read(id);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      assertCan(actor, 'tournament.delete');
      const deleted = await store.transaction(({ tournaments }) => tournaments.delete(id));
      if (!deleted) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
      changed(id);
    },

    async addTeam(actor: Actor, id: string, input: AddTeam): Promise<TournamentTeam> {
      assertCan(actor, 'tournament.setUp');
      const team = await store.transaction(async ({ tournaments }) => {
        // Counting a new version first locks the tournament: concurrent team
        // changes queue up, so the name and count checks below stay true.
        if (!(await tournaments.touch(id, null))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
        const club = await orNotFound(tournaments.club(input.clubId), 'CLUB_NOT_FOUND', { clubId: 'INVALID_VALUE' });
        const teams = await tournaments.teams(id);
        if (teams.length >= MAX_TEAMS_PER_TOURNAMENT) throw new AppError(409, 'TOO_MANY_TEAMS');
        const taken = new Set(teams.map((t) => t.name.toLowerCase()));
        if (input.name !== undefined && taken.has(input.name.toLowerCase())) {
          throw new AppError(409, 'TEAM_NAME_TAKEN', { name: 'INVALID_VALUE' });
        }
        const row = {
          id: randomUUID(),
          tournamentId: id,
          clubId: club.id,
          name: input.name ?? freeName(club.name, taken),
          position: Math.max(0, ...teams.map((t) => t.position + 1)),
          pot: null,
        };
        await tournaments.insertTeam(row);
        return { ...row, clubName: club.name, clubCountry: null };
      });
      changed(id);
      return presentTeam(team);
    },

    /**
     * Removes a team, its group membership and its games. Refused while any
     * of its games is running or finished: that would discard results
     * (decision 021).
     */
    async removeTeam(actor: Actor, id: string, teamId: string): Promise<void> {
      assertCan(actor, 'tournament.setUp');
      await store.transaction(async ({ tournaments }) => {
        if (!(await tournaments.touch(id, null))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
        const teams = await tournaments.teams(id);
        if (!teams.some((t) => t.id === teamId)) throw new AppError(404, 'TEAM_NOT_FOUND');
        const games = await tournaments.games(id);
        const played = games.some((g) => (g.team1Id === teamId || g.team2Id === teamId) && g.status !== 'scheduled');
        if (played) throw new AppError(409, 'TEAM_HAS_RESULTS');
        await tournaments.deleteGamesOf(teamId);
        await tournaments.deleteTeam(teamId);
      });
      changed(id);
    },

    ...potsAndDraw({ store, load, read, changed, drawGroups }),

    /** Replaces all groups at once (the guided setup saves the step as a whole). */
    async putGroups(actor: Actor, id: string, input: PutGroups): Promise<Tournament> {
      assertCan(actor, 'tournament.setUp');
      await store.transaction(async ({ tournaments }) => {
        const current = await orNotFound(tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        if (current.version !== input.version) throw new AppError(409, 'CONFLICT');
        const teams = await tournaments.teams(id);
        checkGroups(
          input.groups,
          teams.map((t) => t.id),
          { complete: false },
        );
        if (!(await tournaments.touch(id, input.version))) throw new AppError(409, 'CONFLICT');
        await tournaments.replaceGroups(
          id,
          input.groups.map((g) => ({ id: randomUUID(), ...g })),
        );
      });
      changed(id);
      return read(id);
    },

    /** Follows a tournament (idempotent); the user's record changes, so `user` is published too. */
    async setFollowing(actor: Actor, id: string, follow: boolean): Promise<{ followed: boolean }> {
      assertCan(actor, 'tournament.follow');
      await store.transaction(async ({ tournaments }) => {
        await orNotFound(tournaments.find(id, 'share'), 'TOURNAMENT_NOT_FOUND');
        if (follow) await tournaments.follow(actor.id, id);
        else await tournaments.unfollow(actor.id, id);
      });
      bus.publish('user', [actor.id]);
      return { followed: follow };
    },
  };
}

/**
 * A team's pot and the draw from the pots (decision 443): the pot is a
 * versioned write; the draw is a preview on the heavy-work pool.
 */
function potsAndDraw({
  store,
  load,
  read,
  changed,
  drawGroups,
}: {
  store: TournamentsStore;
  load: (id: string) => Promise<TournamentRow>;
  read: (id: string) => Promise<Tournament>;
  changed: (id: string) => void;
  drawGroups: DrawGroups;
}) {
  return {
    /** Sets a team's pot for the draw (decision 443): versioned like every change of the tournament. */
    async updateTeam(actor: Actor, id: string, teamId: string, input: UpdateTeam): Promise<Tournament> {
      assertCan(actor, 'tournament.setUp');
      await store.transaction(async ({ tournaments }) => {
        const current = await orNotFound(tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        if (!(await tournaments.teams(id)).some((t) => t.id === teamId)) throw new AppError(404, 'TEAM_NOT_FOUND');
        if (current.version !== input.version) throw new AppError(409, 'CONFLICT');
        if (!(await tournaments.touch(id, input.version))) throw new AppError(409, 'CONFLICT');
        await tournaments.setTeamPot(teamId, input.pot);
      });
      changed(id);
      return read(id);
    },

    /**
     * A draw of the teams into groups from their pots, keeping clubs (and,
     * when asked, countries) apart: a preview, nothing stored (decision 443).
     * The same seed gives the same draw while the teams and pots stay.
     */
    async draw(actor: Actor, id: string, input: DrawRequest): Promise<DrawPreview> {
      assertCan(actor, 'tournament.setUp');
      const row = await load(id);
      if (row.type !== 'groupStage') throw new AppError(409, 'NOT_GROUP_STAGE');
      const teams = await store.tournaments.teams(id);
      const seed = input.seed ?? newDrawSeed();
      const options = { groupCount: input.groupCount, seed, avoidCountry: input.avoidCountry === true };
      const drawn = await drawGroups({
        teams: teams.map((t) => ({ id: t.id, club: t.clubId, country: t.clubCountry, pot: t.pot })),
        options,
      });
      if (!drawn.ok && drawn.code === 'GROUP_COUNT_OUT_OF_RANGE')
        throw new AppError(400, 'INVALID_GROUPS', { groupCount: 'GROUP_TOO_SMALL' });
      if (!drawn.ok) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
      return {
        seed,
        groups: drawn.groups.map((teamIds) => ({ teamIds })),
        conflicts: drawn.conflicts.map(({ teams: teamIds, ...conflict }) => ({ ...conflict, teamIds })),
        exact: drawn.exact,
      };
    },
  };
}

export type TournamentsService = ReturnType<typeof tournamentsService>;
