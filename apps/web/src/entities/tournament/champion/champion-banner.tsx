import { Alert, List, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../tournament-types';
import { useFinalStandings } from './final-places';

/**
 * The tournament's champion once decided (decision 428), under the setup's
 * Title when it has one ("Summer Cup champion: …"), the final's score and the
 * final standings, every decided place. On the view and the match sheet.
 */
export function ChampionBanner({
  tournament,
  games,
}: {
  tournament: Pick<Tournament, 'id' | 'type' | 'title'>;
  games: readonly Game[];
}) {
  const { t } = useTranslation('tournaments');
  const standings = useFinalStandings(tournament, games);
  if (!standings) return null;
  const { final, champion, places } = standings;
  const score = final
    ? final.final.shootout
      ? `${final.final.goals1}:${final.final.goals2} (${final.final.shootout.goals1}:${final.final.shootout.goals2})`
      : `${final.final.goals1}:${final.final.goals2}`
    : '';
  return (
    <Alert color="yellow" variant="light" icon={<IconTrophy aria-hidden />} data-testid="champion">
      <Text fw={700}>
        {tournament.title
          ? t('champion.titleNamed', { title: tournament.title, team: champion })
          : t('champion.title', { team: champion })}
      </Text>
      {final && (
        <Text size="sm">
          {t('champion.final', {
            team1: final.final.team1?.name ?? '',
            team2: final.final.team2?.name ?? '',
            score,
          })}{' '}
          · {t('champion.runnerUp', { team: final.runnerUp.name })}
        </Text>
      )}
      {places.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs" id={`final-standings-${tournament.id}`}>
            {t('champion.standings')}
          </Text>
          <List
            size="sm"
            listStyleType="none"
            spacing={2}
            aria-labelledby={`final-standings-${tournament.id}`}
            data-testid="final-standings"
          >
            {places.map((p) => (
              <List.Item key={`${p.place}-${p.team}`} data-testid="final-place" data-place={p.place}>
                {p.shared
                  ? t('champion.placeShared', { place: p.place, team: p.team })
                  : t('champion.place', { place: p.place, team: p.team })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
