import { Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_SCORE, type TournamentMetrics } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { usePlayerFormat } from '../../../../lib/player-format';

/**
 * Anonymised metrics (docs/product/personal-details.md, decisions 024 and 340): per position, a
 * bar per skill with its average. The server releases them once the
 * tournament is over and answers `pending` before, which this says in words;
 * it leaves out every group under the minimum size; this only draws what it got.
 */
export function MetricsPanel({ metrics }: { metrics: TournamentMetrics }) {
  const { t } = useTranslation(['tournaments', 'skills']);
  const format = usePlayerFormat();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('stats.metrics.intro', { min: metrics.minGroupSize })}
      </Text>
      {metrics.state === 'pending' ? (
        <Text data-testid="metrics-pending">{t('stats.metrics.pending')}</Text>
      ) : metrics.positions.length === 0 ? (
        <Text c="dimmed" data-testid="metrics-empty">
          {t('stats.metrics.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="metrics">
          {metrics.positions.map(({ position, skills }) => (
            <Stack key={position} gap={6} component="section" aria-labelledby={`metrics-${position}`}>
              <Title order={3} fz="h5" id={`metrics-${position}`}>
                {format.positionLabel(position)}
              </Title>
              <dl style={{ margin: 0 }}>
                {skills.map(({ skill, average }) => (
                  <div key={skill}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text component="dt" size="sm">
                        {t(`skills:${skill}.name`)}
                      </Text>
                      <Text component="dd" size="sm" fw={600} m={0}>
                        {average.toLocaleString(undefined, { minimumFractionDigits: 1 })}
                      </Text>
                    </Group>
                    <Progress value={(average / MAX_SCORE) * 100} size="sm" aria-hidden />
                  </div>
                ))}
              </dl>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
