import { Alert, Anchor, Button, Checkbox, Group, Select, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCopy, IconInfoCircle, IconUserCheck, IconUsersGroup } from '@tabler/icons-react';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { can, type Player } from '@touchline/core';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { ListPagination, pageParam } from '../../../components/list-pagination';
import { Page, PageIntro, Panel } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { visibleAge } from '../../../lib/player-format';
import { PositionAbbr } from '../../../entities/player/position-abbr';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { useAssignPlayers } from '../api/assign-players';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { useActor } from '../../../lib/auth/use-actor';
import { fullName, todayIso } from '../../../lib/format';
import { FREE_PLAYERS_PAGE_SIZE, useFreePlayers } from '../api/list-free-players';
import { EmptyState } from '../../../components/empty-state';

const routeApi = getRouteApi('/playersfree');

/** /playersfree (levels 0–2; assigning is 0–1): select free players, pick a club, assign them all at once. */
export function FreePlayersPage() {
  const { t } = useTranslation('clubs');
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const players = useFreePlayers(page);
  const mayAssign = can(actor, 'freePlayers.assign');
  const clubs = useAllClubs({ enabled: mayAssign });
  const assign = useAssignPlayers();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [clubId, setClubId] = useState<string | null>(null);
  const [notFree, setNotFree] = useState(false);

  const items = useMemo(() => players.data?.items ?? [], [players.data]);
  // Only players still on the page count: after a refetch, players that found a club drop out.
  const selectedIds = items.filter((player) => selected.has(player.id)).map((player) => player.id);
  const total = players.data?.total ?? 0;
  const pages = Math.ceil(total / FREE_PLAYERS_PAGE_SIZE);
  const from = items.length === 0 ? 0 : (page - 1) * FREE_PLAYERS_PAGE_SIZE + 1;

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const clubOptions = useMemo(
    () => (clubs.data?.items ?? []).map((club) => ({ value: club.id, label: club.name })),
    [clubs.data],
  );

  const submit = () => {
    if (!clubId || selectedIds.length === 0) return;
    const clubName = clubOptions.find((option) => option.value === clubId)?.label ?? '';
    setNotFree(false);
    assign.mutate(
      { clubId, playerIds: selectedIds },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'pitch',
            message: t('free.assigned', { count: result.items.length, club: clubName }),
          });
          setSelected(new Set());
          assign.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PLAYER_NOT_FREE') {
            setNotFree(true);
            assign.reset();
            void players.refetch();
          }
        },
      },
    );
  };

  return (
    <Page title={t('free.title')} size="lg">
      <PageIntro
        actions={
          can(actor, 'duplicates.manage') && (
            <Button
              variant="subtle"
              leftSection={<IconCopy size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/dub" {...props} />}
            >
              {t('free.duplicatesLink')}
            </Button>
          )
        }
      >
        {t('free.intro')}
      </PageIntro>
      <Panel>
        {mayAssign ? (
          <AssignBar
            clubs={clubs}
            clubOptions={clubOptions}
            clubId={clubId}
            onClubChange={setClubId}
            onAssign={submit}
            pending={assign.isPending}
            selectedCount={selectedIds.length}
            itemCount={items.length}
            onSelectAll={(all) => setSelected(all ? new Set(items.map((player) => player.id)) : new Set())}
          />
        ) : (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('free.assignHint')}
          </Alert>
        )}
        {notFree && (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="free-not-free">
            {t('free.notFree')}
          </Alert>
        )}
        {assign.isError && <RequestError error={assign.error} />}
        {players.isError && !players.data ? (
          <QueryError query={players} title={t('free.loadFailed')} />
        ) : players.data && items.length === 0 ? (
          <EmptyState icon={IconUsersGroup} text={t('free.empty')} data-testid="free-empty" />
        ) : (
          <FreePlayersTable
            players={players.data ? items : undefined}
            selectable={mayAssign}
            selected={selected}
            onToggle={toggle}
          />
        )}
        {players.data && total > 0 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('free.range', { from, to: from + items.length - 1, total })}
            </Text>
            <ListPagination
              label={t('free.pagination')}
              page={page}
              pages={pages}
              onChange={(value) => {
                setSelected(new Set());
                void navigate({ search: { page: pageParam(value) } });
              }}
            />
          </Group>
        )}
      </Panel>
    </Page>
  );
}

interface AssignBarProps {
  clubs: ReturnType<typeof useAllClubs>;
  clubOptions: { value: string; label: string }[];
  clubId: string | null;
  onClubChange: (clubId: string | null) => void;
  onAssign: () => void;
  pending: boolean;
  selectedCount: number;
  itemCount: number;
  onSelectAll: (all: boolean) => void;
}

/** The club to assign to, the assign button, the count of selected players and "select all". */
function AssignBar({
  clubs,
  clubOptions,
  clubId,
  onClubChange,
  onAssign,
  pending,
  selectedCount,
  itemCount,
  onSelectAll,
}: AssignBarProps) {
  const { t } = useTranslation('clubs');
  const { errorMessage } = useErrorMessages();
  const allSelected = itemCount > 0 && selectedCount === itemCount;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('free.club')}
        placeholder={t('free.clubPlaceholder')}
        data={clubOptions}
        value={clubId}
        onChange={onClubChange}
        searchable
        disabled={clubs.isPending}
        error={clubs.isError ? errorMessage(clubs.error) : undefined}
        style={{ flex: '1 1 14rem' }}
        data-testid="free-club"
      />
      <Button
        leftSection={<IconUserCheck size={16} aria-hidden />}
        onClick={onAssign}
        loading={pending}
        disabled={!clubId || selectedCount === 0}
        data-testid="free-assign"
      >
        {t('free.assign')}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="free-selected">
        {t('free.selected', { count: selectedCount })}
      </Text>
      <Checkbox
        label={t('free.selectAll')}
        checked={allSelected}
        indeterminate={selectedCount > 0 && !allSelected}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
        disabled={itemCount === 0}
        data-testid="free-select-all"
        style={{ flex: '1 0 100%' }}
      />
    </Group>
  );
}

interface FreePlayersTableProps {
  players: Player[] | undefined;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}

function FreePlayersTable({ players, selectable, selected, onToggle }: FreePlayersTableProps) {
  const { t } = useTranslation('clubs');
  const router = useRouter();
  const today = todayIso();
  const openPlayer = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  const select: StackedColumn<Player> = {
    key: 'select',
    header: <VisuallyHidden>{t('free.table.select')}</VisuallyHidden>,
    stacked: 'lead',
    width: 48,
    noPrint: true,
    skeleton: <Skeleton height={20} width={20} />,
    cell: (player) => (
      <Checkbox
        aria-label={t('free.select', { name: fullName(player) })}
        checked={selected.has(player.id)}
        onChange={(event) => onToggle(player.id, event.currentTarget.checked)}
      />
    ),
  };
  const columns: StackedColumn<Player>[] = [
    ...(selectable ? [select] : []),
    {
      key: 'number',
      header: t('free.table.number'),
      label: t('free.table.number'),
      width: 64,
      cell: (player) => player.backNumberDefault ?? '–',
    },
    {
      key: 'name',
      header: t('free.table.name'),
      stacked: 'main',
      cell: (player) => {
        const href = `/player/${encodeURIComponent(player.id)}`;
        return (
          <Anchor href={href} onClick={(event) => openPlayer(event, href)} fw={500}>
            {fullName(player)}
          </Anchor>
        );
      },
    },
    {
      key: 'position',
      header: t('free.table.position'),
      label: t('free.table.position'),
      cell: (player) => <PositionAbbr position={player.position} />,
    },
    {
      key: 'age',
      header: t('free.table.age'),
      label: t('free.table.age'),
      width: 80,
      cell: (player) => visibleAge(player, today) ?? '–',
    },
  ];

  return (
    <StackedTable
      columns={columns}
      rows={players}
      rowKey={(player) => player.id}
      caption={t('free.table.caption')}
      rowAttributes={() => ({ 'data-testid': 'free-player-row' })}
      isSelected={(player) => selected.has(player.id)}
      verticalSpacing="xs"
    />
  );
}
