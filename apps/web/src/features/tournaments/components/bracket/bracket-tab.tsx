import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTournament } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { can } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../../lib/auth/use-actor';
import type { GamesTabProps } from '../view/view-tabs';
import { BracketDrawing } from './bracket-drawing';
import { useBracket } from '../../api/bracket';
import { buildBracket } from './bracket-model';

/**
 * The knockout tree of a group-stage tournament, or the spec's message when
 * there is none. Scores, running games and shootouts come from the games,
 * which follow the live channel; winners appear in the next round as the
 * server moves them on.
 */
export function BracketTab({ tournament, games, labels }: GamesTabProps) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  // The server's bracket names each game's position; until it answers (or if it fails) the games' order pairs them.
  const hasKnockout = games.some((g) => g.phase === 'knockout');
  const served = useBracket(tournament.id, { enabled: tournament.type === 'groupStage' && hasKnockout });
  const view = useMemo(() => buildBracket(tournament, games, served.data), [tournament, games, served.data]);
  if (!view) return <Text c="dimmed">{t('view.noData')}</Text>;
  return (
    <Stack gap="xs">
      {can(actor, 'groupResults.apply') && (
        <Group justify="flex-end">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTournament size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link
                to="/TournamentApplyGroupResults/$tournamentId"
                params={{ tournamentId: tournament.id }}
                {...props}
              />
            )}
          >
            {t('apply.title')}
          </Button>
        </Group>
      )}
      <BracketDrawing view={view} labels={labels} />
    </Stack>
  );
}
