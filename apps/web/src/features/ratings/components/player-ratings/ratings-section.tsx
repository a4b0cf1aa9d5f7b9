import { Badge, Box, CloseButton, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { Player, PlayerRatings } from '@touchline/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../components/error-alert';
import { SectionPanel } from '../../../../components/section-panel';
import { WhenVisible } from '../../../../components/when-visible';
import { StackedTable } from '../../../../components/stacked-table/stacked-table';
import { playerRatingsQueryOptions, usePlayerRatings } from '../../api/get-player-ratings';
import { ComparePicker } from './compare-picker';
import classes from './player-ratings.module.css';
import { RatingHistory } from './rating-history';
import { formatAverage, skillAverageRows } from './skill-averages';
import { dateTimeFormat, fullName } from '../../../../lib/format';

/** The card's player and up to two others on one radar (scouts compare: docs/product/ratings.md). */
const MAX_COMPARED = 2;
const SERIES_COLORS = ['pitch.6', 'orange.6', 'grape.6'] as const;

const SkillRadarChart = lazy(() => import('./skill-radar-chart'));
const RatingTrendChart = lazy(() => import('./rating-trend-chart'));

/** Averages per skill (radar and list), the number of ratings, the trend and the history (docs/product/ratings.md). */
export function RatingsSection({ playerId }: { playerId: string }) {
  const { t } = useTranslation('card');
  const ratings = usePlayerRatings(playerId);

  return (
    <SectionPanel title={t('ratings.title')} gap="md">
      {ratings.isPending && <Loader size="sm" aria-label={t('ratings.loading')} />}
      {ratings.isError && <RequestError error={ratings.error} />}
      {ratings.data && <RatingsSummary playerId={playerId} data={ratings.data} />}
    </SectionPanel>
  );
}

function RatingsSummary({ playerId, data }: { playerId: string; data: PlayerRatings }) {
  const { t, i18n } = useTranslation(['card', 'skills']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const { summary } = data;
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const [compared, setCompared] = useState<Player[]>([]);
  const comparedRatings = useQueries({ queries: compared.map((player) => playerRatingsQueryOptions(player.id)) });
  if (summary.count === 0) {
    return (
      <Text c="dimmed" data-testid="no-ratings">
        {t('ratings.none')}
      </Text>
    );
  }
  const rows = skillAverageRows(summary);
  const rated = rows.filter((row) => row.average !== null);
  const comparedRows = comparedRatings.map((query) => (query.data ? skillAverageRows(query.data.summary) : null));
  const radarData = rows.map((row, index) => ({
    skill: t(`skills:${row.skill}.radar`),
    p0: row.average ?? 0,
    ...Object.fromEntries(comparedRows.map((other, n) => [`p${n + 1}`, other?.[index]?.average ?? 0])),
  }));
  const series = [
    { key: 'p0', label: t('ratings.averageSeries'), color: SERIES_COLORS[0] },
    ...compared.map((player, n) => ({ key: `p${n + 1}`, label: fullName(player), color: SERIES_COLORS[n + 1]! })),
  ];
  const trendFormat = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: '2-digit' });
  const trendData = summary.trend.map((point) => ({
    date: trendFormat.format(new Date(point.date)),
    global: point.globalRating,
  }));

  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="ratings-summary">
        <Badge size="lg" variant="light" color="pitch">
          {t('ratings.count', { count: summary.count })}
        </Badge>
        {summary.globalAverage !== null && (
          <Badge size="lg" variant="outline" color="pitch">
            {t('ratings.globalAverage', { value: formatAverage(summary.globalAverage, locale) })}
          </Badge>
        )}
      </Group>

      <div className={classes.ratingsGrid}>
        <figure className={classes.figure} data-testid="skill-radar">
          <figcaption>
            <Text fw={600} size="sm">
              {t('ratings.radarTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('ratings.radarHelp')}
            </Text>
          </figcaption>
          {/* The list beside it says the same in words; the chart is for the eye. */}
          <Box aria-hidden className={classes.chart}>
            <WhenVisible fallback={<Skeleton h={340} radius="md" />}>
              <Suspense fallback={<Skeleton h={340} radius="md" />}>
                <SkillRadarChart data={radarData} series={series} narrow={narrow} />
              </Suspense>
            </WhenVisible>
          </Box>
          <Stack gap={6} mt="xs" data-testid="radar-compare">
            {compared.map((player, n) => (
              <Group key={player.id} gap={6} wrap="nowrap" data-testid="radar-compared">
                <Badge variant="dot" color={SERIES_COLORS[n + 1]} tt="none" size="lg">
                  {fullName(player)}
                </Badge>
                {comparedRatings[n]?.isPending && <Loader size="xs" />}
                {comparedRatings[n]?.isError && <RequestError error={comparedRatings[n].error} />}
                <CloseButton
                  size="sm"
                  aria-label={t('ratings.compareRemove', { name: fullName(player) })}
                  onClick={() => setCompared(compared.filter((p) => p.id !== player.id))}
                />
              </Group>
            ))}
            {compared.length < MAX_COMPARED && (
              <ComparePicker
                excludeIds={[playerId, ...compared.map((p) => p.id)]}
                onPick={(player) => setCompared([...compared, player])}
                max={MAX_COMPARED}
              />
            )}
          </Stack>
        </figure>
        <Box>
          <StackedTable
            columns={[
              { key: 'skill', header: t('ratings.skill'), cell: (row) => t(`skills:${row.skill}.name`) },
              {
                key: 'average',
                header: t('ratings.average'),
                align: 'end',
                cell: (row) => (
                  <>
                    {formatAverage(row.average ?? 0, locale)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({t('ratings.scoreCount', { count: row.count })})
                    </Text>
                  </>
                ),
              },
            ]}
            rows={rated}
            rowKey={(row) => row.skill}
            caption={t('ratings.averagesCaption')}
            stacks={false}
            compact
            testId="skill-averages"
          />
          {rated.length < rows.length && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('ratings.unratedSkills', { count: rows.length - rated.length })}
            </Text>
          )}
        </Box>
      </div>

      <figure className={classes.figure} data-testid="rating-trend">
        <figcaption>
          <Text fw={600} size="sm">
            {t('ratings.trendTitle')}
          </Text>
        </figcaption>
        {trendData.length >= 2 ? (
          <Box aria-hidden className={classes.chart}>
            <WhenVisible fallback={<Skeleton h={160} radius="md" />}>
              <Suspense fallback={<Skeleton h={160} radius="md" />}>
                <RatingTrendChart data={trendData} seriesLabel={t('ratings.globalSeries')} />
              </Suspense>
            </WhenVisible>
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ratings.trendNeedsTwo')}
          </Text>
        )}
      </figure>

      <RatingHistory items={data.items} />
    </Stack>
  );
}
