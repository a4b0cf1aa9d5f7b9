import { groupLabel, type RoundName } from '@touchline/core';
import type { TFunction } from 'i18next';
import type { BracketSide, PlaceholderSource } from './bracket-model';

type T = TFunction<'tournaments'>;

export function roundLabel(t: T, name: RoundName, round: number): string {
  return name === 'earlyRound' ? t('bracket.rounds.earlyRound', { round }) : t(`bracket.rounds.${name}`);
}

/** "Winner group A", "Best runner-up", "Winner of match 3", … */
export function placeholderLabel(t: T, source: PlaceholderSource, wildcards: number): string {
  switch (source.kind) {
    case 'group':
      if (source.position === 1) return t('bracket.placeholders.groupWinner', { group: groupLabel(source.group) });
      if (source.position === 2) return t('bracket.placeholders.groupRunnerUp', { group: groupLabel(source.group) });
      if (source.position === 3) return t('bracket.placeholders.groupThird', { group: groupLabel(source.group) });
      return t('bracket.placeholders.groupPosition', { group: groupLabel(source.group), position: source.position });
    case 'wildcard':
      return wildcards > 1
        ? t('bracket.placeholders.wildcardRank', { rank: source.rank })
        : t('bracket.placeholders.wildcard');
    case 'winner':
      return t('bracket.placeholders.winner', { number: source.matchNumber });
    case 'loser':
      return t('bracket.placeholders.loser', { number: source.matchNumber });
    case 'seed':
      return t('bracket.placeholders.seed', { seed: source.seed });
  }
}

/** What one side of a match reads: the team, its placeholder, or "Bye". */
export function sideLabel(t: T, side: BracketSide, wildcards: number): string {
  if (side.kind === 'team') return side.team.name;
  if (side.kind === 'bye') return t('bracket.bye');
  return placeholderLabel(t, side.source, wildcards);
}
