import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import type { GameLabels } from '../view/game-labels';
import { BracketDrawing } from './bracket-drawing';
import { buildBracket } from './bracket-model';

/** The knockout tree of a group-stage tournament, or the spec's message when there is none. */
export function BracketTab({
  tournament,
  games,
  labels,
}: {
  tournament: Tournament;
  games: Game[];
  labels: GameLabels;
}) {
  const { t } = useTranslation('tournaments');
  const view = useMemo(() => buildBracket(tournament, games), [tournament, games]);
  if (!view) return <Text c="dimmed">{t('view.noData')}</Text>;
  return <BracketDrawing view={view} labels={labels} />;
}
