import { blockingTies, isGroupFinished, type BracketBody, type GroupGame } from '@touchline/core';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { ApplyRefusal } from '../../api/apply-group-results';
import type { Standings } from '../../api/standings';

/**
 * The apply page's checklist (docs/product/tournaments.md, "Apply group results"): what must hold
 * before the group results can go into the bracket. Group completion is
 * core's `isGroupFinished`; the ties are the server's standings, and only
 * those that decide a qualification or a seed block (core's `blockingTies`
 * with the bracket's slots, decision 427); whether a
 * wildcard selection is needed only the server knows (it ranks the
 * runners-up across groups), so that item is open until an apply answers
 * WILDCARD_SELECTION_NEEDED or succeeds.
 */

export type CheckState = 'ok' | 'blocked' | 'open';

export type Precondition =
  | { key: 'groupStage'; state: CheckState }
  | { key: 'bracket'; state: CheckState }
  | { key: 'groupFinished'; state: CheckState; finished: string[] }
  | { key: 'ties'; state: CheckState; ties: { group: string; teamIds: string[] }[] }
  | { key: 'wildcards'; state: CheckState; ties: string[][] };

function groupGames(games: readonly Game[]): GroupGame[] {
  return games.flatMap((g) =>
    g.phase === 'group' && g.group !== null && g.team1 && g.team2
      ? [
          {
            id: g.id,
            group: g.group,
            team1: g.team1.id,
            team2: g.team2.id,
            status: g.status,
            goals1: g.goals1,
            goals2: g.goals2,
          },
        ]
      : [],
  );
}

export function preconditions(
  tournament: Pick<Tournament, 'type' | 'groups'>,
  games: readonly Game[],
  standings: Standings | undefined,
  refusal: ApplyRefusal | null,
  /** The bracket's slots say which positions count; without it every tie of a finished group is shown. */
  bracket?: Pick<BracketBody, 'games'>,
): Precondition[] {
  const played = groupGames(games);
  const finished = tournament.groups
    .filter((g) => isGroupFinished({ name: g.name, teams: g.teamIds, advancement: g.advancement }, played))
    .map((g) => g.name);
  const finishedSet = new Set(finished);
  const advancing = tournament.groups.map((g) => ({ name: g.name, teams: g.teamIds, advancement: g.advancement }));
  // Only ties in finished groups block: elsewhere a result may still separate the teams.
  const ties =
    refusal?.code === 'UNRESOLVED_TIES' && refusal.ties.length > 0
      ? refusal.ties
      : (standings?.groups ?? [])
          .filter((g) => finishedSet.has(g.name))
          .flatMap((g) =>
            (bracket
              ? blockingTies({
                  groups: advancing,
                  group: g.name,
                  bracket,
                  rows: g.rows.map((r) => ({ team: r.teamId, position: r.position })),
                  ties: g.unresolvedTies,
                })
              : g.unresolvedTies
            ).map((teamIds) => ({ group: g.name, teamIds })),
          );
  const wantsWildcards = tournament.groups.some((g) => g.advancement === 'bestRunnerUp');
  const wildcardTies = refusal?.code === 'WILDCARD_SELECTION_NEEDED' ? refusal.wildcardTies : [];

  return [
    { key: 'groupStage', state: tournament.type === 'groupStage' ? 'ok' : 'blocked' },
    {
      key: 'bracket',
      state: games.some((g) => g.phase === 'knockout') && refusal?.code !== 'NO_KNOCKOUT_BRACKET' ? 'ok' : 'blocked',
    },
    { key: 'groupFinished', state: finished.length > 0 ? 'ok' : 'blocked', finished },
    { key: 'ties', state: standings === undefined ? 'open' : ties.length > 0 ? 'blocked' : 'ok', ties },
    {
      key: 'wildcards',
      state: !wantsWildcards ? 'ok' : wildcardTies.length > 0 ? 'blocked' : 'open',
      ties: wildcardTies,
    },
  ];
}

/** Apply is offered when nothing is known to block it; the server has the last word. */
export function mayApply(checks: readonly Precondition[]): boolean {
  return checks.every((c) => c.state !== 'blocked' || c.key === 'wildcards');
}
