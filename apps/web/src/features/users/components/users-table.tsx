import { ActionIcon, Avatar, Badge, Group, NativeSelect, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconBuildingStadium, IconUsers } from '@tabler/icons-react';
import { ALL_LEVELS, can, isLevel, levelLabelKey, type Actor, type Level, type UserSummary } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { dateTimeFormat } from '../../../lib/format';
import { nameValues } from '../../../lib/elision';
import { EmptyState } from '../../../components/empty-state';

interface UsersTableProps {
  /** undefined while the first page loads. */
  users: UserSummary[] | undefined;
  loading: boolean;
  actor: Actor | null;
  onChangeLevel: (user: UserSummary, to: Level) => void;
  /** Club names by id, for the clubs column (undefined while loading). */
  clubNames?: ReadonlyMap<string, string>;
  /** Opens the club assignment (administrators). */
  onEditClubs?: (user: UserSummary) => void;
}

const SKELETON_ROWS = 5;

/**
 * The user list (a StackedTable: cards on phones). Levels are selects only
 * where the policy allows the change (administrators, never their own row).
 */
export function UsersTable({ users, loading, actor, onChangeLevel, clubNames, onEditClubs }: UsersTableProps) {
  const { t, i18n } = useTranslation('users');
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const isAdministrator = actor !== null && actor.level === 0;
  const mayAssignClubs = can(actor, 'users.assignClubs') && onEditClubs !== undefined;
  const levelLabel = (level: number) => (isLevel(level) ? t(`levels.${levelLabelKey(level)}`) : String(level));

  if (!loading && users && users.length === 0) {
    return <EmptyState icon={IconUsers} title={t('empty.title')} text={t('empty.text')} data-testid="users-empty" />;
  }

  const columns: StackedColumn<UserSummary>[] = [
    {
      key: 'name',
      header: t('table.name'),
      stacked: 'main',
      skeleton: (
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={32} />
          <Skeleton height={12} width="60%" />
        </Group>
      ),
      cell: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatarUrl} name={user.displayName} color="initials" size={32} alt="" />
          <Text size="sm" fw={500}>
            {user.displayName}
          </Text>
          {user.id === actor?.id && (
            <Badge size="xs" variant="light">
              {t('you')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('table.email'),
      stacked: 'full',
      cell: (user) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'level',
      header: t('table.level'),
      label: t('table.level'),
      width: 200,
      skeleton: <Skeleton height={28} width={160} />,
      cell: (user) => levelCell(user),
    },
    {
      key: 'clubs',
      header: t('table.clubs'),
      label: t('table.clubs'),
      stacked: 'full',
      cell: (user) => clubsCell(user),
    },
    {
      key: 'created',
      header: t('table.created'),
      stacked: 'end',
      cell: (user) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={user.createdAt}>{dateFormat.format(new Date(user.createdAt))}</time>
        </Text>
      ),
    },
  ];

  function levelCell(user: UserSummary) {
    const own = user.id === actor?.id;
    const mayChange = actor !== null && can(actor, 'users.changeLevel', { userId: user.id });
    if (!mayChange && !(isAdministrator && own)) {
      return (
        <Text size="sm" data-testid="user-level">
          {levelLabel(user.level)}
        </Text>
      );
    }
    return (
      <NativeSelect
        size="xs"
        aria-label={t('changeLevel.label', nameValues(user.displayName))}
        value={String(user.level)}
        disabled={!mayChange}
        description={mayChange ? undefined : t('changeLevel.ownHint')}
        inputWrapperOrder={['input', 'description']}
        onChange={(event) => {
          const to = Number(event.currentTarget.value);
          if (isLevel(to) && to !== user.level) onChangeLevel(user, to);
        }}
        data={ALL_LEVELS.map((level) => ({ value: String(level), label: levelLabel(level) }))}
      />
    );
  }

  function clubsCell(user: UserSummary) {
    // Clubs grant rights at the Club level only (docs/product/levels-and-access.md): offered there, or to clear old ones.
    const mayEditClubs = mayAssignClubs && (user.level === 3 || user.clubIds.length > 0);
    return (
      <Group gap={4} wrap="wrap" display="inline-flex" data-testid="user-clubs">
        {user.clubIds.map((clubId) => (
          <Badge key={clubId} variant="light" color="gray" tt="none" maw="100%">
            {clubNames?.get(clubId) ?? '…'}
          </Badge>
        ))}
        {user.clubIds.length === 0 && !mayEditClubs && (
          <Text size="sm" c="dimmed">
            {t('clubs.none')}
          </Text>
        )}
        {mayEditClubs && (
          <Tooltip label={t('clubs.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('clubs.editLabel', { name: user.displayName })}
              onClick={() => onEditClubs(user)}
              data-testid="user-clubs-edit"
            >
              <IconBuildingStadium size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  }

  return (
    <StackedTable
      columns={columns}
      rows={loading ? undefined : users}
      rowKey={(user) => user.id}
      caption={t('table.caption')}
      rowAttributes={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user.id })}
      skeletonRows={SKELETON_ROWS}
    />
  );
}
