import { Badge, Button, Collapse, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { SKILLS, type Position, type RatingsOverview } from '@touchline/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { QueryError } from '../../../components/query-error';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
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
  const columns: StackedColumn<Row>[] = [
    {
      key: 'player',
      header: t('table.player'),
      rowHeader: true,
      className: classes.sticky,
      cell: (row) => (
        <PlayerLink playerId={row.player.id}>
          {row.player.firstName} {row.player.lastName}
        </PlayerLink>
      ),
    },
    {
      key: 'nationality',
      header: t('table.nationality'),
      cell: (row) =>
        row.player.nationality ? (
          <>
            <CountryFlag code={row.player.nationality} /> {format.countryName(row.player.nationality)}
          </>
        ) : (
          '–'
        ),
    },
    {
      key: 'position',
      header: t('table.position'),
      cell: (row) => (row.player.position ? format.positionShort(row.player.position as Position) : '–'),
    },
    {
      key: 'global',
      header: t('table.global'),
      align: 'end',
      cell: (row) => (
        <Text span inherit fw={700}>
          {average(row.globalAverage)}
        </Text>
      ),
    },
    { key: 'count', header: t('table.count'), align: 'end', cell: (row) => row.count },
    ...SKILLS.map((skill): StackedColumn<Row> => ({
      key: skill,
      header: <abbr title={t(`skills:${skill}.description`)}>{t(`skills:${skill}.name`)}</abbr>,
      align: 'end',
      className: classes.skillHead,
      cell: (row) => average(row.skills[skill]?.average),
    })),
  ];
  return (
    <StackedTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.player.id}
      rowAttributes={() => ({ 'data-testid': 'ratings-row' })}
      caption={t('table.caption')}
      stacks={false}
      compact
      bordered
      minWidth={1400}
      testId="ratings-table"
    />
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
