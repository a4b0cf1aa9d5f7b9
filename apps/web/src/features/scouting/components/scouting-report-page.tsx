import { Badge, Box, Button, Checkbox, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { SKILLS, type ScoutingReport } from '@touchline/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { RequestError } from '../../../components/error-alert';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { downloadFile } from '../../../lib/download-file';
import { scoutingReportFile, useScoutingReport } from '../api/scouting-api';

const SkillRadarChart = lazy(() => import('../../ratings/components/player-ratings/skill-radar-chart'));
const SERIES_COLORS = ['pitch.6', 'orange.6', 'grape.6'];
const MAX_COMPARED = 3;
const TOP_PER_POSITION = 3;

type ReportRow = ScoutingReport['players'][number];

/** The best players per position, best first (the report's order), at most three each. */
function topByPosition(rows: readonly ReportRow[]): [string, ReportRow[]][] {
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = row.player.position ?? '–';
    const list = groups.get(key) ?? [];
    if (list.length < TOP_PER_POSITION) list.push(row);
    groups.set(key, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The tournament's scouting report (decision 430): every player
 * rated at its games with the count and averages, the best per position, a
 * radar of up to three, and the PDF and CSV in the user's language.
 */
export function ScoutingReportPage() {
  const { tournamentId } = useParams({ from: '/ScoutingReport/$tournamentId' });
  const { t, i18n } = useTranslation(['ratings', 'skills', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const report = useScoutingReport(tournamentId);
  const [compared, setCompared] = useState<string[]>([]);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const rows = report.data?.players ?? [];
  const name = (row: ReportRow) => `${row.player.firstName} ${row.player.lastName}`;

  async function download(kind: 'pdf' | 'csv') {
    setDownloading(kind);
    setFailure(null);
    try {
      await downloadFile({
        url: scoutingReportFile(tournamentId, kind, locale),
        accept: kind === 'pdf' ? 'application/pdf' : 'text/csv',
        fallbackName: `scouting-report.${kind}`,
        timeoutMs: 60_000,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setDownloading(null);
    }
  }

  const columns: StackedColumn<ReportRow>[] = [
    {
      key: 'compare',
      header: t('scouting.compare'),
      stacked: 'lead',
      noPrint: true,
      cell: (row) => (
        <Checkbox
          aria-label={t('scouting.compareName', { name: name(row) })}
          checked={compared.includes(row.player.id)}
          disabled={!compared.includes(row.player.id) && compared.length >= MAX_COMPARED}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setCompared((list) => (on ? [...list, row.player.id] : list.filter((id) => id !== row.player.id)));
          }}
        />
      ),
    },
    { key: 'number', header: '#', cell: (row) => row.player.backNumber ?? '–' },
    { key: 'player', header: t('scouting.player'), stacked: 'main', rowHeader: true, cell: name },
    {
      key: 'position',
      header: t('scouting.position'),
      label: t('scouting.position'),
      cell: (row) => row.player.position ?? '–',
    },
    { key: 'count', header: t('scouting.count'), label: t('scouting.count'), align: 'end', cell: (row) => row.count },
    {
      key: 'global',
      header: t('dialog.global'),
      label: t('dialog.global'),
      align: 'end',
      cell: (row) => row.globalAverage.toLocaleString(locale),
    },
  ];

  const chosen = rows.filter((row) => compared.includes(row.player.id));
  const radarData = SKILLS.map((skill) => ({
    skill: t(`skills:${skill}.radar`),
    ...Object.fromEntries(chosen.map((row, n) => [`p${n}`, row.skills[skill]?.average ?? 0])),
  }));
  const series = chosen.map((row, n) => ({ key: `p${n}`, label: name(row), color: SERIES_COLORS[n]! }));

  return (
    <Page title={t('scouting.reportTitle')} size="md">
      <Group gap="xs">
        <Button onClick={() => void download('pdf')} loading={downloading === 'pdf'} data-testid="report-pdf">
          {t('scouting.pdf')}
        </Button>
        <Button
          variant="default"
          onClick={() => void download('csv')}
          loading={downloading === 'csv'}
          data-testid="report-csv"
        >
          {t('scouting.csv')}
        </Button>
      </Group>
      {failure !== null && <RequestError error={failure} />}
      {report.isPending && <Loader aria-label={t('scouting.loading')} />}
      {report.isError && <QueryError query={report} />}
      {report.data && rows.length === 0 && <Text c="dimmed">{t('scouting.noRatings')}</Text>}
      {rows.length > 0 && (
        <>
          <StackedTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.player.id}
            rowAttributes={() => ({ 'data-testid': 'report-row' })}
            caption={t('scouting.reportTitle')}
            testId="report-table"
          />
          <Title order={2} fz="h4">
            {t('scouting.topTitle')}
          </Title>
          <Stack gap={4}>
            {topByPosition(rows).map(([position, best]) => (
              <Group key={position} gap="xs">
                <Badge variant="light">{position}</Badge>
                <Text size="sm">
                  {best.map((row) => `${name(row)} (${row.globalAverage.toLocaleString(locale)})`).join(', ')}
                </Text>
              </Group>
            ))}
          </Stack>
          {chosen.length > 0 && (
            <Box aria-hidden>
              <Suspense fallback={<Skeleton h={340} radius="md" />}>
                <SkillRadarChart data={radarData} series={series} narrow />
              </Suspense>
            </Box>
          )}
        </>
      )}
    </Page>
  );
}
