import { Badge, Button, Collapse, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { SKILLS, type Position, type RatingsOverview } from '@touchline/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { QueryError } from '../../../components/query-error';
import { UrlSearchInput } from '../../../components/url-search-input';
import { usePlayerFormat } from '../../../lib/player-format';
import { useRatingsOverview } from '../api/get-ratings-overview';
import { overviewQueryFor, ratingsPageCount, RATINGS_PAGE_SIZE, type RatingsSearch } from '../ratings-search';
import { PlayerLink } from './player-link';
import { RatedPlayerHeading } from './rated-player-heading';
import classes from './ratings.module.css';
import { CountryFlag } from '../../../components/country-flag';

type Row = RatingsOverview['items'][number];

function useAverage() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (value: number | undefined | null) => (value == null ? '–' : format.format(value));
}

interface RatingsOverviewListProps {
  search: RatingsSearch;
  onSearch: (q: string | undefined) => void;
  onPage: (page: number) => void;
}

/** GET /api/ratings/overview: a wide table (scrolls inside its box) or, on narrow screens, stacked rows. */
export function RatingsOverviewList({ search, onSearch, onPage }: RatingsOverviewListProps) {
  const { t } = useTranslation('ratings');
  const overview = useRatingsOverview(overviewQueryFor(search));
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const page = search.page ?? 1;
  const data = overview.data;

  return (
    <Stack gap="md">
      <SearchBox value={search.q} onChange={onSearch} />
      {overview.isError && !data && <QueryError query={overview} />}
      {overview.isPending && <Skeleton h={160} radius="md" />}
      {data && data.items.length === 0 && (
        <Text c="dimmed" data-testid="ratings-empty">
          {search.q ? t('page.noMatch') : t('page.empty')}
        </Text>
      )}
      {data && data.items.length > 0 && (narrow ? <StackedRows rows={data.items} /> : <WideTable rows={data.items} />)}
      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('page.range', {
              from: (page - 1) * RATINGS_PAGE_SIZE + 1,
              to: (page - 1) * RATINGS_PAGE_SIZE + data.items.length,
              total: data.total,
            })}
          </Text>
          <ListPagination
            label={t('page.pagination')}
            page={page}
            pages={ratingsPageCount(data.total)}
            onChange={onPage}
          />
        </Group>
      )}
    </Stack>
  );
}

function SearchBox({ value, onChange }: { value: string | undefined; onChange: (q: string | undefined) => void }) {
  const { t } = useTranslation('ratings');
  return (
    <div role="search" aria-label={t('page.search')}>
      <UrlSearchInput
        q={value}
        onSearch={onChange}
        label={t('page.search')}
        placeholder={t('page.searchPlaceholder')}
        maw={360}
      />
    </div>
  );
}

function WideTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation(['ratings', 'skills']);
  const format = usePlayerFormat();
  const average = useAverage();
  return (
    <Table.ScrollContainer minWidth={1400} className={classes.scroll} data-testid="ratings-table">
      <Table striped highlightOnHover withTableBorder fz="sm" stickyHeader={false}>
        <VisuallyHidden component="caption">{t('table.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky}>{t('table.player')}</Table.Th>
            <Table.Th>{t('table.nationality')}</Table.Th>
            <Table.Th>{t('table.position')}</Table.Th>
            <Table.Th ta="right">{t('table.global')}</Table.Th>
            <Table.Th ta="right">{t('table.count')}</Table.Th>
            {SKILLS.map((skill) => (
              <Table.Th key={skill} ta="right" className={classes.skillHead}>
                <abbr title={t(`skills:${skill}.description`)}>{t(`skills:${skill}.name`)}</abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.player.id} data-testid="ratings-row">
              <Table.Th scope="row" className={classes.sticky}>
                <PlayerLink playerId={row.player.id}>
                  {row.player.firstName} {row.player.lastName}
                </PlayerLink>
              </Table.Th>
              <Table.Td>
                {row.player.nationality ? (
                  <>
                    <CountryFlag code={row.player.nationality} /> {format.countryName(row.player.nationality)}
                  </>
                ) : (
                  '–'
                )}
              </Table.Td>
              <Table.Td>{row.player.position ? format.positionShort(row.player.position as Position) : '–'}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {average(row.globalAverage)}
              </Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              {SKILLS.map((skill) => (
                <Table.Td key={skill} ta="right">
                  {average(row.skills[skill]?.average)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StackedRows({ rows }: { rows: Row[] }) {
  return (
    <Stack component="ul" gap="xs" className={classes.plainList} data-testid="ratings-stacked">
      {rows.map((row) => (
        <StackedRow key={row.player.id} row={row} />
      ))}
    </Stack>
  );
}

function StackedRow({ row }: { row: Row }) {
  const { t } = useTranslation(['ratings', 'skills']);
  const format = usePlayerFormat();
  const average = useAverage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rated = SKILLS.filter((skill) => row.skills[skill] !== undefined);
  return (
    <Paper component="li" withBorder p="sm" data-testid="ratings-row">
      <RatedPlayerHeading
        player={row.player}
        subtitle={
          [
            row.player.position ? format.positionLabel(row.player.position as Position) : null,
            row.player.nationality ? format.countryName(row.player.nationality) : null,
          ]
            .filter(Boolean)
            .join(' · ') || '–'
        }
        badge={
          <Badge size="lg" variant="light" color="pitch" style={{ flex: 'none' }}>
            <VisuallyHidden>{t('table.global')}: </VisuallyHidden>
            {average(row.globalAverage)}
          </Badge>
        }
      />
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        ml={-6}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {t('table.skillsToggle', { count: rated.length })}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <dl className={classes.skillList}>
          {rated.map((skill) => (
            <div key={skill} className={classes.skillListRow}>
              <dt>{t(`skills:${skill}.name`)}</dt>
              <dd>{average(row.skills[skill]?.average)}</dd>
            </div>
          ))}
        </dl>
        <Text size="xs" c="dimmed">
          {t('table.ratingCount', { count: row.count })}
        </Text>
      </Collapse>
    </Paper>
  );
}
