import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconBuildingStadium, IconUsers } from '@tabler/icons-react';
import { ALL_LEVELS, can, isLevel, levelLabelKey, type Actor, type Level, type UserSummary } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import classes from './users-table.module.css';
import { dateTimeFormat } from '../../../lib/format';

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
 * The user list. Below its minimum width it scrolls inside the card, never the
 * page (360 px phones). Levels are selects only where the policy allows the
 * change (administrators, never their own row).
 */
export function UsersTable({ users, loading, actor, onChangeLevel, clubNames, onEditClubs }: UsersTableProps) {
  const { t, i18n } = useTranslation('users');
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const isAdministrator = actor !== null && actor.level === 0;
  const mayAssignClubs = can(actor, 'users.assignClubs') && onEditClubs !== undefined;
  const levelLabel = (level: number) => (isLevel(level) ? t(`levels.${levelLabelKey(level)}`) : String(level));

  if (!loading && users && users.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" data-testid="users-empty">
        <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
          <IconUsers size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('empty.title')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {t('empty.text')}
        </Text>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.table}
        role="table"
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('table.caption')}
        aria-busy={loading || undefined}
      >
        <Table.Thead>
          <Table.Tr role="row">
            <Table.Th role="columnheader">{t('table.name')}</Table.Th>
            <Table.Th role="columnheader">{t('table.email')}</Table.Th>
            <Table.Th role="columnheader" w={200}>
              {t('table.level')}
            </Table.Th>
            <Table.Th role="columnheader">{t('table.clubs')}</Table.Th>
            <Table.Th role="columnheader">{t('table.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !users
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Tr key={index} aria-hidden className={classes.row}>
                  <Table.Td role="cell" className={classes.name}>
                    <Group gap="sm" wrap="nowrap">
                      <Skeleton circle height={32} />
                      <Skeleton height={12} width="60%" />
                    </Group>
                  </Table.Td>
                  <Table.Td role="cell" className={classes.email}>
                    <Skeleton height={12} width="80%" />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.level}>
                    <Skeleton height={28} width={160} />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.clubs}>
                    <Skeleton height={12} width={80} />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.created}>
                    <Skeleton height={12} width={90} />
                  </Table.Td>
                </Table.Tr>
              ))
            : users.map((user) => {
                const own = user.id === actor?.id;
                const mayChange = actor !== null && can(actor, 'users.changeLevel', { userId: user.id });
                // Clubs grant rights at the Club level only (docs/product/levels-and-access.md): offered there, or to clear old ones.
                const mayEditClubs = mayAssignClubs && (user.level === 3 || user.clubIds.length > 0);
                return (
                  <Table.Tr
                    key={user.id}
                    role="row"
                    className={classes.row}
                    data-testid="user-row"
                    data-user-id={user.id}
                  >
                    <Table.Td role="cell" className={classes.name}>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={user.avatarUrl} name={user.displayName} color="initials" size={32} alt="" />
                        <Text size="sm" fw={500}>
                          {user.displayName}
                        </Text>
                        {own && (
                          <Badge size="xs" variant="light">
                            {t('you')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td role="cell" className={classes.email}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td role="cell" className={classes.level}>
                      {mayChange || (isAdministrator && own) ? (
                        <NativeSelect
                          size="xs"
                          aria-label={t('changeLevel.label', { name: user.displayName })}
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
                      ) : (
                        <Text size="sm" data-testid="user-level">
                          {levelLabel(user.level)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td role="cell" className={classes.clubs} data-testid="user-clubs">
                      <Group gap={4} wrap="wrap">
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
                    </Table.Td>
                    <Table.Td role="cell" className={classes.created}>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={user.createdAt}>{dateFormat.format(new Date(user.createdAt))}</time>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
