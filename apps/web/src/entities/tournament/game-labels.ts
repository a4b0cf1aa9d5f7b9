import { groupLabel, roundName } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/format';
import type { Game } from './tournament-types';
import { clock } from './schedule-model';

/** "Sat, 12 Jul" for a tournament day ('YYYY-MM-DD' is a calendar label, not an instant: read in UTC). */
export function formatDayLabel(date: string, locale: string | undefined): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface GameLabels {
  team1: (game: Game) => string;
  team2: (game: Game) => string;
  /** "FC Nord vs SV Süd". */
  pairing: (game: Game) => string;
  /** "Group A", "Semi-final", "Round 2". */
  stage: (game: Game) => string;
  day: (date: string) => string;
  time: (minutes: number) => string;
}

/** How games are named on every tournament screen, in the UI language. */
export function useGameLabels(games: readonly Game[]): GameLabels {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.resolvedLanguage;
  const knockoutRounds = useMemo(
    () => Math.max(0, ...games.filter((g) => g.phase === 'knockout').map((g) => g.round)),
    [games],
  );
  return useMemo(() => {
    const team1 = (game: Game) => game.team1?.name ?? t('schedule.tbd');
    const team2 = (game: Game) => game.team2?.name ?? t('schedule.tbd');
    return {
      team1,
      team2,
      pairing: (game) => `${team1(game)} – ${team2(game)}`,
      stage: (game) => {
        if (game.phase === 'group' && game.group !== null)
          return t('schedule.phase.group', { group: groupLabel(game.group) });
        if (game.phase === 'knockout') {
          const name = roundName(game.round, knockoutRounds);
          return name === 'earlyRound'
            ? t('bracket.rounds.earlyRound', { round: game.round })
            : t(`bracket.rounds.${name}`);
        }
        return t('schedule.phase.main', { round: game.round });
      },
      day: (date) => formatDayLabel(date, locale),
      time: clock,
    };
  }, [t, locale, knockoutRounds]);
}
