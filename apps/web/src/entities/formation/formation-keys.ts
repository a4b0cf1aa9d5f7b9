/** Query keys of formations and line-ups. A formation save invalidates its club's list; a line-up save its game. */
export const formationsQueryKeys = {
  all: ['formations'] as const,
  ofClub: (clubId: string) => ['formations', 'club', clubId] as const,
  allLineups: ['lineups'] as const,
  lineups: (gameId: string) => ['lineups', gameId] as const,
};
