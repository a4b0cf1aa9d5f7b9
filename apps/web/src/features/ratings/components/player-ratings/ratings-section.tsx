import { Badge, Box, Group, Loader, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlayerRatings } from '@touchline/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../components/error-alert';
import { SectionPanel } from '../../../../components/section-panel';
import { usePlayerRatings } from '../../api/get-player-ratings';
import classes from './player-ratings.module.css';
import { RatingHistory } from './rating-history';
import { formatAverage, skillAverageRows } from './skill-averages';
import { dateTimeFormat } from '../../../../lib/format';

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
      {ratings.data && <RatingsSummary data={ratings.data} />}
    </SectionPanel>
  );
}

function RatingsSummary({ data }: { data: PlayerRatings }) {
  const { t, i18n } = useTranslation(['card', 'skills']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const { summary } = data;
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  if (summary.count === 0) {
    return (
      <Text c="dimmed" data-testid="no-ratings">
        {t('ratings.none')}
      </Text>
    );
  }
  const rows = skillAverageRows(summary);
  const rated = rows.filter((row) => row.average !== null);
  const radarData = rows.map((row) => ({ skill: t(`skills:${row.skill}.name`), average: row.average ?? 0 }));
  const trendFormat = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: '2-digit' });
  const trendData = summary.trend.map((point) => ({
    date: trendFormat.format(new Date(point.date)),
    global: point.globalRating,
  }));

  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="ratings-summary">
        <Badge size="lg" variant="light" color="teal">
          {t('ratings.count', { count: summary.count })}
        </Badge>
        {summary.globalAverage !== null && (
          <Badge size="lg" variant="outline" color="teal">
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
            <Suspense fallback={<Skeleton h={340} radius="md" />}>
              <SkillRadarChart data={radarData} seriesLabel={t('ratings.averageSeries')} narrow={narrow} />
            </Suspense>
          </Box>
        </figure>
        <Box>
          <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="skill-averages">
            <VisuallyHidden component="caption">{t('ratings.averagesCaption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ratings.skill')}</Table.Th>
                <Table.Th ta="right">{t('ratings.average')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rated.map((row) => (
                <Table.Tr key={row.skill}>
                  <Table.Td>{t(`skills:${row.skill}.name`)}</Table.Td>
                  <Table.Td ta="right">
                    {formatAverage(row.average ?? 0, locale)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({t('ratings.scoreCount', { count: row.count })})
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
            <Suspense fallback={<Skeleton h={160} radius="md" />}>
              <RatingTrendChart data={trendData} seriesLabel={t('ratings.globalSeries')} />
            </Suspense>
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
