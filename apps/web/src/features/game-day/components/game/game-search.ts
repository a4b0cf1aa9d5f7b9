/** `/Game/{TournamentId}?game=…&pitch=…`: the game being recorded and the recorder's pitch. */
export interface GameSearch {
  game?: string;
  pitch?: number;
}

export function validateGameSearch(search: Record<string, unknown>): GameSearch {
  const out: GameSearch = {};
  if (typeof search.game === 'string' && search.game.length > 0 && search.game.length <= 100) out.game = search.game;
  const pitch = typeof search.pitch === 'number' ? search.pitch : Number(search.pitch);
  if (Number.isInteger(pitch) && pitch >= 1 && pitch <= 99) out.pitch = pitch;
  return out;
}
