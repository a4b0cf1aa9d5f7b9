import { knockoutWinner, type BracketBody, type Game, type Standings, type Tournament } from '@touchline/core';
import type { SheetText } from './sheet-text.js';

/** What the sheet prints once the tournament is decided (decision 428): as the web's champion banner. */
export type SheetChampion = { title: string; final: string | null; heading: string; places: string[] };

/** The single game of the last knockout round once finished with a winner, and that winner. */
function decidedFinal(games: readonly Game[]): { final: Game; champion: string; runnerUp: string } | null {
  const knockout = games.filter((g) => g.phase === 'knockout');
  if (knockout.length === 0) return null;
  const last = Math.max(...knockout.map((g) => g.round));
  const finals = knockout.filter((g) => g.round === last);
  const final = finals.length === 1 ? finals[0]! : null;
  if (!final || final.status !== 'finished' || !final.team1 || !final.team2) return null;
  const result = knockoutWinner(final.team1.id, final.team2.id, final);
  if (!result.ok) return null;
  const first = result.winner === final.team1.id;
  return {
    final,
    champion: (first ? final.team1 : final.team2).name,
    runnerUp: (first ? final.team2 : final.team1).name,
  };
}

/**
 * The champion and the final standings, or null while undecided: for a
 * knockout the winner of the final and the bracket's decided places; for a
 * round robin the finished table, when it has a sole first.
 */
export function sheetChampion(
  data: {
    tournament: Pick<Tournament, 'type' | 'title'>;
    games: readonly Game[];
    bracketPlaces?: BracketBody['places'];
    standings?: Standings;
  },
  text: SheetText,
): SheetChampion | null {
  const line = (p: { place: number; team: string; shared: boolean }) => text.champion.place(p.place, p.team, p.shared);
  const title = (team: string) => text.champion.title(team, data.tournament.title);
  const final = decidedFinal(data.games);
  if (final) {
    const { goals1, goals2, shootout } = final.final;
    const score = shootout ? `${goals1}:${goals2} (${shootout.goals1}:${shootout.goals2})` : `${goals1}:${goals2}`;
    return {
      title: title(final.champion),
      final: `${text.champion.final(final.final.team1!.name, final.final.team2!.name, score)} · ${text.champion.runnerUp(final.runnerUp)}`,
      heading: text.champion.heading,
      places: (data.bracketPlaces ?? []).flatMap((p) => (p.team ? [line({ ...p, team: p.team })] : [])),
    };
  }
  const main = data.games.filter((g) => g.phase === 'main');
  const rows = data.standings?.groups[0]?.rows;
  if (data.tournament.type !== 'roundRobin' || main.length === 0 || main.some((g) => g.status !== 'finished') || !rows)
    return null;
  const shared = (position: number) => rows.filter((r) => r.position === position).length > 1;
  const first = rows.filter((r) => r.position === 1);
  if (first.length !== 1) return null;
  return {
    title: title(first[0]!.team),
    final: null,
    heading: text.champion.heading,
    places: rows.map((r) => line({ place: r.position, team: r.team, shared: shared(r.position) })),
  };
}
