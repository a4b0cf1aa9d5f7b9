import { Badge, Button, Card, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconMapPin, IconSettings, IconTrash, IconTrophy, IconUsers } from '@tabler/icons-react';
import { can } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HrefAnchor, HrefButton } from '../../../components/href-link';
import { useActor } from '../../../lib/auth/use-actor';
import { formatDateRange } from '../../../entities/tournament/tournament-format';
import type { TournamentSummary } from '../../../entities/tournament/tournament-types';
import { useDeleteTournament } from '../api/delete-tournament';
import { FollowButton } from '../../../entities/tournament/follow-button';
import { TournamentTypeIcon } from '../../../entities/tournament/tournament-type-icon';
import { useFinalStandings } from '../../../entities/tournament/champion/final-places';
import { useTournamentGames } from '../../../entities/tournament/list-tournament-games';
import { RequestError } from '../../../components/error-alert';

/**
 * One tournament on the hub: dates, place, type, teams; once it is over, its
 * champion and podium (signed in); follow, set up, delete by what the level allows.
 */
export function TournamentCard({ tournament, past = false }: { tournament: TournamentSummary; past?: boolean }) {
  const { t, i18n } = useTranslation('tournaments');
  const actor = useActor();
  const titleId = `tournament-${tournament.id}-name`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="tournament-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {actor ? (
              <HrefAnchor href={`/TournamentView/${encodeURIComponent(tournament.id)}`}>{tournament.name}</HrefAnchor>
            ) : (
              tournament.name
            )}
          </Title>
          <Badge
            variant="light"
            leftSection={<TournamentTypeIcon type={tournament.type} size={14} />}
            style={{ flexShrink: 0 }}
          >
            {t(`setup.types.${tournament.type}.label`)}
          </Badge>
        </Group>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text span size="sm">
              <VisuallyHidden>{t('hub.dates')}: </VisuallyHidden>
              {formatDateRange(tournament.dateFrom, tournament.dateTo, i18n.resolvedLanguage)}
            </Text>
          </Group>
          {tournament.location && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text span size="sm">
                <VisuallyHidden>{t('hub.place')}: </VisuallyHidden>
                {tournament.location}
              </Text>
            </Group>
          )}
          {tournament.teamCount !== undefined && (
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text span size="sm">
                {t('hub.teamCount', { count: tournament.teamCount })}
              </Text>
            </Group>
          )}
        </Group>
        {actor && past && <CardChampion tournament={tournament} />}
        {actor && (
          <Group gap="xs" mt={4}>
            {can(actor, 'tournament.follow') && (
              <FollowButton tournament={tournament} followed={tournament.followed === true} />
            )}
            {can(actor, 'tournament.setUp') && (
              <HrefButton
                href={`/TournamentSetup/${encodeURIComponent(tournament.id)}`}
                size="xs"
                variant="default"
                leftSection={<IconSettings size={14} aria-hidden />}
                aria-label={t('hub.setUpNamed', { name: tournament.name })}
              >
                {t('hub.setUp')}
              </HrefButton>
            )}
            {can(actor, 'tournament.delete') && <DeleteButton tournament={tournament} />}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** "Champion: FC Nord" and the first three places (decision 428), from the games and the bracket or table. */
function CardChampion({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const games = useTournamentGames(tournament.id);
  const standings = useFinalStandings(tournament, games.data?.items ?? []);
  if (!standings) return null;
  const podium = standings.places.filter((p) => p.place <= 3);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="card-champion">
      <IconTrophy size={16} aria-hidden color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        <Text size="sm" fw={700}>
          {t('champion.title', { team: standings.champion })}
        </Text>
        {podium.length > 1 && (
          <Text size="sm" c="dimmed">
            {podium
              .map((p) => t(p.shared ? 'champion.placeShared' : 'champion.place', { place: p.place, team: p.team }))
              .join(' · ')}
          </Text>
        )}
      </div>
    </Group>
  );
}

function DeleteButton({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const remove = useDeleteTournament();
  const [opened, setOpened] = useState(false);

  const confirm = () =>
    remove.mutate(tournament.id, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'teal', message: t('hub.deleted', { name: tournament.name }) });
      },
    });

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('hub.deleteNamed', { name: tournament.name })}
      >
        {t('hub.delete')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('hub.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('hub.deleteText', { name: tournament.name })}</Text>
          {remove.isError && <RequestError error={remove.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
              {t('hub.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              {t('hub.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
