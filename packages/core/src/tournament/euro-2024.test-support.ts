/**
 * UEFA EURO 2024's group results, shared by the engine's test (euro-2024.test.ts)
 * and the API's (the server's euro-2024.int.test.ts). Home team, goals, goals, away team.
 *
 * Results: UEFA's official results and standings,
 *   https://www.uefa.com/euro2024/fixtures-results/ and https://www.uefa.com/euro2024/standings/
 * (also listed group by group in ESPN's "Euro 2024: How every team qualified from the group stage",
 *   https://africa.espn.com/football/story/_/id/40348445/euro-2024-every-team-needs-go-group-stage).
 * Round of 16 (UEFA): Switzerland–Italy, Germany–Denmark, England–Slovakia,
 * Spain–Georgia, France–Belgium, Portugal–Slovenia, Romania–Netherlands, Austria–Turkey.
 */
export const EURO_2024_RESULTS: Record<string, [string, number, number, string][]> = {
  A: [
    ['Germany', 5, 1, 'Scotland'],
    ['Hungary', 1, 3, 'Switzerland'],
    ['Germany', 2, 0, 'Hungary'],
    ['Scotland', 1, 1, 'Switzerland'],
    ['Switzerland', 1, 1, 'Germany'],
    ['Scotland', 0, 1, 'Hungary'],
  ],
  B: [
    ['Spain', 3, 0, 'Croatia'],
    ['Italy', 2, 1, 'Albania'],
    ['Croatia', 2, 2, 'Albania'],
    ['Spain', 1, 0, 'Italy'],
    ['Albania', 0, 1, 'Spain'],
    ['Croatia', 1, 1, 'Italy'],
  ],
  C: [
    ['Slovenia', 1, 1, 'Denmark'],
    ['Serbia', 0, 1, 'England'],
    ['Slovenia', 1, 1, 'Serbia'],
    ['Denmark', 1, 1, 'England'],
    ['England', 0, 0, 'Slovenia'],
    ['Denmark', 0, 0, 'Serbia'],
  ],
  D: [
    ['Poland', 1, 2, 'Netherlands'],
    ['Austria', 0, 1, 'France'],
    ['Poland', 1, 3, 'Austria'],
    ['Netherlands', 0, 0, 'France'],
    ['Netherlands', 2, 3, 'Austria'],
    ['France', 1, 1, 'Poland'],
  ],
  E: [
    ['Romania', 3, 0, 'Ukraine'],
    ['Belgium', 0, 1, 'Slovakia'],
    ['Slovakia', 1, 2, 'Ukraine'],
    ['Belgium', 2, 0, 'Romania'],
    ['Slovakia', 1, 1, 'Romania'],
    ['Ukraine', 0, 0, 'Belgium'],
  ],
  F: [
    ['Turkey', 3, 1, 'Georgia'],
    ['Portugal', 2, 1, 'Czechia'],
    ['Georgia', 1, 1, 'Czechia'],
    ['Turkey', 0, 3, 'Portugal'],
    ['Georgia', 2, 0, 'Portugal'],
    ['Czechia', 1, 2, 'Turkey'],
  ],
};

/** The sixteen teams of the real round of 16, sorted. */
export const EURO_2024_ROUND_OF_16 = [
  'Austria',
  'Belgium',
  'Denmark',
  'England',
  'France',
  'Georgia',
  'Germany',
  'Italy',
  'Netherlands',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Switzerland',
  'Turkey',
];
