/** The name of a knockout round: a code the UI translates. */
export type RoundName = 'final' | 'semiFinal' | 'quarterFinal' | 'roundOf16' | 'roundOf32' | 'roundOf64' | 'earlyRound';

/** A code the UI translates, from the number of rounds still to play. */
export function roundName(round: number, rounds: number): RoundName {
  const names: RoundName[] = ['final', 'semiFinal', 'quarterFinal', 'roundOf16', 'roundOf32', 'roundOf64'];
  return names[rounds - round] ?? 'earlyRound';
}
