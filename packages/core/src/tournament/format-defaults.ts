/**
 * A tournament's format as the API carries it (contract `formatShape`,
 * decision 440), with its defaults. Plain values without zod, so pages that
 * only need the defaults (the add-tournament page) do not load the schemas.
 */
export type TournamentFormat = {
  wildcards: { place: 2 | 3; count: number } | null;
  thirdPlaceGame: boolean;
  placementGames: boolean;
  thirdPlaceShootoutKicks: number | null;
  playoffs: { places: number[]; thirdPlaceGame: boolean; placementGames: boolean }[] | null;
  legs: 1 | 2;
};

/** No wildcards, no third place, one bracket from the groups' advancement, one leg. */
export const DEFAULT_FORMAT: TournamentFormat = {
  wildcards: null,
  thirdPlaceGame: false,
  placementGames: false,
  thirdPlaceShootoutKicks: null,
  playoffs: null,
  legs: 1,
};
