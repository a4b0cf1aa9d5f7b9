import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingStadium, IconEye, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { can, type Actor, type Club } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { useActor } from '../../../lib/auth/use-actor';
import { useClubs } from '../../../lib/clubs/list-clubs';
import { ClubDialog } from './club-dialog';
import type { ClubsSearch } from './clubs-search';
import { countryNamer, countryOptions } from './countries';
import classes from './stacked-table.module.css';
import { useUrlSearchText } from '../../../hooks/use-url-search-text';

const routeApi = getRouteApi('/ClubPlayers');
const SKELETON_ROWS = 4;

/** /ClubPlayers (levels 0–2): search, country filter, add club (0–1), edit dialog (0–2). */
export function ClubsPage() {
  const { t } = useTranslation('clubs');
  const { errorMessage } = useErrorMessages();
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const clubs = useClubs({ q: search.q, country: search.country });
  // undefined = closed, null = add, Club = edit
  const [editing, setEditing] = useState<Club | null | undefined>(undefined);

  const setSearch = (next: Partial<ClubsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });

  const data = clubs.data;
  const filtered = search.q !== undefined || search.country !== undefined;

  return (
    <Page title={t('list.title')} size="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 16rem' }}>
          {t('list.intro')}
        </Text>
        {can(actor, 'club.create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', md: 'md' }}>
        <Stack gap="md">
          <Filters search={search} onChange={setSearch} />
          {clubs.isError && !data ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('list.loadFailed')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(clubs.error)}</Text>
                <Button size="xs" variant="default" onClick={() => void clubs.refetch()}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : data && data.items.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" ta="center" data-testid="clubs-empty">
              <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
                <IconBuildingStadium size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{filtered ? t('list.empty.title') : t('list.empty.none')}</Text>
              {filtered && (
                <Text size="sm" c="dimmed">
                  {t('list.empty.text')}
                </Text>
              )}
            </Stack>
          ) : (
            <ClubsTable clubs={data?.items} loading={clubs.isPending} actor={actor} onEdit={setEditing} />
          )}
          {data && data.total > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.count', { count: data.total })}
            </Text>
          )}
        </Stack>
      </Paper>
      <ClubDialog opened={editing !== undefined} club={editing ?? null} onClose={() => setEditing(undefined)} />
    </Page>
  );
}

function ClubsTable({
  clubs,
  loading,
  actor,
  onEdit,
}: {
  clubs: Club[] | undefined;
  loading: boolean;
  actor: Actor | null;
  onEdit: (club: Club) => void;
}) {
  const { t, i18n } = useTranslation('clubs');
  const countryName = useMemo(() => countryNamer(i18n.resolvedLanguage), [i18n.resolvedLanguage]);

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.table}
        role="table"
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('list.table.caption')}
        aria-busy={loading || undefined}
      >
        <Table.Thead>
          <Table.Tr role="row">
            <Table.Th role="columnheader">{t('list.table.name')}</Table.Th>
            <Table.Th role="columnheader">{t('list.table.country')}</Table.Th>
            <Table.Th role="columnheader" w={120} ta="end">
              {t('list.table.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !clubs
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Tr key={index} aria-hidden className={classes.row}>
                  <Table.Td className={classes.main}>
                    <Skeleton height={12} width="50%" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={12} width={100} />
                  </Table.Td>
                  <Table.Td className={classes.end}>
                    <Skeleton height={24} width={60} />
                  </Table.Td>
                </Table.Tr>
              ))
            : clubs.map((club) => (
                <Table.Tr key={club.id} role="row" className={classes.row} data-testid="club-row">
                  <Table.Td role="cell" className={classes.main}>
                    <Anchor
                      fw={500}
                      renderRoot={(props) => <Link to="/Club/$clubId" params={{ clubId: club.id }} {...props} />}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {club.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td role="cell">
                    <Text size="sm">{countryName(club.country)}</Text>
                  </Table.Td>
                  <Table.Td role="cell" className={classes.end}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('list.open')}>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={t('list.openLabel', { name: club.name })}
                          renderRoot={(props) => <Link to="/Club/$clubId" params={{ clubId: club.id }} {...props} />}
                        >
                          <IconEye size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {can(actor, 'club.edit', { id: club.id }) && (
                        <Tooltip label={t('list.edit')}>
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={t('list.editLabel', { name: club.name })}
                            onClick={() => onEdit(club)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Filters({ search, onChange }: { search: ClubsSearch; onChange: (next: Partial<ClubsSearch>) => void }) {
  const { t, i18n } = useTranslation('clubs');
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const searchText = useUrlSearchText(search.q, (q) => onChange({ q }));

  return (
    <Group role="search" aria-label={t('list.filters.label')} align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('list.filters.search')}
        placeholder={t('list.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText.text}
        onChange={(event) => searchText.change(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 14rem' }}
        data-testid="clubs-search"
      />
      <Select
        label={t('list.filters.country')}
        placeholder={t('list.filters.allCountries')}
        nothingFoundMessage={t('dialog.nothingFound')}
        data={options}
        value={search.country ?? null}
        onChange={(value) => onChange({ country: value ?? undefined })}
        searchable
        clearable
        style={{ flex: '1 1 12rem' }}
        data-testid="clubs-country"
      />
    </Group>
  );
}
