import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { can, grantOf, type Actor, type Club, type Player } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { SectionPanel } from '../../../components/section-panel';
import { isApiError } from '../../../lib/api-client';
import { useClub } from '../../../entities/club/get-club';
import { CLUB_PLAYERS_PAGE_SIZE, useClubPlayers } from '../api/list-club-players';
import { ClubFormations } from './club-formations';
import { useActor } from '../../../lib/auth/use-actor';
import { fullName, todayIso } from '../../../lib/format';
import { countryNamer } from '../../../lib/countries';
import { HrefAnchor, HrefButton } from '../../../components/href-link';
import { visibleAge } from '../../../lib/player-format';
import { PositionAbbr } from '../../../entities/player/position-abbr';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { CountryFlag } from '../../../components/country-flag';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ClubCrestUpload } from './club-crest-upload';

/** The club form, with zod and core's schemas, loads on the first Edit (decision 286). */
const ClubDialog = lazyDialog(() => import('./club-dialog').then((module) => module.ClubDialog));

const routeApi = getRouteApi('/Club/$clubId');

/**
 * /Club/{clubId} (levels 0–4): the club's players, add player (club
 * prefilled), edit club, formations (set up, tactical map) and help text.
 */
export function ClubPage() {
  const { t } = useTranslation('clubs');
  const { clubId } = routeApi.useParams();
  const actor = useActor();
  const club = useClub(clubId);

  if (club.isError && isApiError(club.error) && (club.error.code === 'CLUB_NOT_FOUND' || club.error.status === 404)) {
    return <UnknownClub actor={actor} />;
  }

  if (club.isError) {
    return (
      <Page title={t('page.title')} size="lg">
        <QueryError query={club} title={t('page.loadFailed')} />
      </Page>
    );
  }

  if (!club.data) {
    return (
      <Page title={t('page.title')} heading={<Skeleton height={32} width="50%" />} size="lg">
        <Skeleton height={200} />
      </Page>
    );
  }

  return <ClubView club={club.data} actor={actor} />;
}

function ClubView({ club, actor }: { club: Club; actor: Actor | null }) {
  const { t, i18n } = useTranslation('clubs');
  const [editing, setEditing] = useState(false);
  const countryName = useMemo(() => countryNamer(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const mayAddPlayer = can(actor, 'player.create', { clubId: club.id });
  const mayEdit = can(actor, 'club.edit', { id: club.id });

  return (
    <Page title={club.name} size="lg">
      <ClubCrestUpload club={club} editable={mayEdit} />
      <Group justify="space-between" align="center" gap="sm" mt={-8}>
        <Text c="dimmed" data-testid="club-country">
          <CountryFlag code={club.country} /> {countryName(club.country)}
        </Text>
        <Group gap="sm">
          {mayAddPlayer && (
            <HrefButton
              href={`/addplayer?clubId=${encodeURIComponent(club.id)}`}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('page.addPlayer')}
            </HrefButton>
          )}
          {mayEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('page.editClub')}
            </Button>
          )}
        </Group>
      </Group>
      <ClubPlayers club={club} actor={actor} />
      <ClubFormations club={club} actor={actor} />
      <Alert variant="light" color="blue" icon={<IconHelpCircle aria-hidden />} title={t('page.help.title')}>
        <Stack gap={4}>
          <Text size="sm">{t('page.help.text')}</Text>
          <Text size="sm">{t('page.help.rights')}</Text>
        </Stack>
      </Alert>
      {mayEdit && <ClubDialog opened={editing} club={club} onClose={() => setEditing(false)} />}
    </Page>
  );
}

function ClubPlayers({ club, actor }: { club: Club; actor: Actor | null }) {
  const { t } = useTranslation('clubs');
  const [page, setPage] = useState(1);
  const players = useClubPlayers(club.id, (page - 1) * CLUB_PLAYERS_PAGE_SIZE);
  const total = players.data?.total ?? 0;
  const pages = Math.ceil(total / CLUB_PLAYERS_PAGE_SIZE);

  return (
    <SectionPanel
      title={t('page.players')}
      actions={
        players.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('page.playerCount', { count: total })}
          </Text>
        )
      }
    >
      {players.isError && !players.data ? (
        <QueryError query={players} title={t('page.playersFailed')} />
      ) : players.data && players.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" data-testid="club-no-players">
          {t('page.noPlayers')}
        </Text>
      ) : (
        <PlayersTable
          club={club}
          players={players.data?.items}
          // Guests see the roster but not the player cards (levels 0–3).
          linkToCards={grantOf(actor, 'player.viewPersonalDetails') !== 'none'}
        />
      )}
      <ListPagination label={t('page.playersPagination')} page={page} pages={pages} onChange={setPage} />
    </SectionPanel>
  );
}

function PlayersTable({
  club,
  players,
  linkToCards,
}: {
  club: Club;
  players: Player[] | undefined;
  linkToCards: boolean;
}) {
  const { t } = useTranslation('clubs');
  const today = todayIso();
  const columns: StackedColumn<Player>[] = [
    {
      key: 'number',
      header: t('page.table.number'),
      label: t('page.table.number'),
      width: 64,
      cell: (player) => player.backNumberDefault ?? '–',
    },
    {
      key: 'name',
      header: t('page.table.name'),
      stacked: 'main',
      cell: (player) =>
        linkToCards ? (
          <HrefAnchor href={`/player/${encodeURIComponent(player.id)}`} fw={500}>
            {fullName(player)}
          </HrefAnchor>
        ) : (
          <Text span fw={500}>
            {fullName(player)}
          </Text>
        ),
    },
    {
      key: 'position',
      header: t('page.table.position'),
      label: t('page.table.position'),
      cell: (player) => <PositionAbbr position={player.position} />,
    },
    {
      key: 'age',
      header: t('page.table.age'),
      label: t('page.table.age'),
      width: 80,
      cell: (player) =>
        visibleAge(player, today) ?? (
          <Text span size="sm" c="dimmed" aria-label={t('page.ageHidden')}>
            –
          </Text>
        ),
    },
  ];
  return (
    <StackedTable
      columns={columns}
      rows={players}
      rowKey={(player) => player.id}
      caption={t('page.playersCaption', { name: club.name })}
      rowAttributes={() => ({ 'data-testid': 'club-player-row' })}
      skeletonRows={3}
      verticalSpacing="xs"
    />
  );
}

function UnknownClub({ actor }: { actor: Actor | null }) {
  const { t } = useTranslation('clubs');
  return (
    <Page title={t('page.unknownTitle')}>
      <Text data-testid="unknown-club">{t('page.unknownText')}</Text>
      <Group>
        {can(actor, 'club.list') ? (
          <Button renderRoot={(props) => <Link to="/ClubPlayers" {...props} />}>{t('page.backToClubs')}</Button>
        ) : (
          <Button renderRoot={(props) => <Link to="/" {...props} />}>{t('page.backHome')}</Button>
        )}
      </Group>
    </Page>
  );
}
