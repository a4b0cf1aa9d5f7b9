import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { useTournament } from '../../../../lib/tournaments/get-tournament';
import { useTournamentGames } from '../../../../lib/tournaments/list-tournament-games';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import { sheetFileName, sheetPdfUrl, useDownloadSheetPdf } from '../../api/sheet-pdf';
import { useGameLabels, type GameLabels } from '../view/game-labels';
import { sheetSections } from './sheet-model';
import classes from './sheet.module.css';

const routeApi = getRouteApi('/sheet/$tournamentId');

/**
 * /sheet/{id}: the match sheet for the pitch side. The whole schedule by day
 * and pitch, each section one printed A4 page with empty score boxes; the
 * app's chrome and the buttons do not print. The PDF is the same sheet,
 * rendered by the server and named after the tournament.
 */
export function SheetPage() {
  const { t } = useTranslation('tournaments');
  const { tournamentId } = routeApi.useParams();
  const tournament = useTournament(tournamentId);
  const games = useTournamentGames(tournamentId);

  if (tournament.isError || games.isError) {
    const failed = tournament.isError ? tournament : games;
    return (
      <Page title={t('sheet.title')} size="lg">
        <QueryError query={failed} title={tournament.isError ? t('view.loadFailed') : t('view.gamesFailed')} />
      </Page>
    );
  }
  if (!tournament.data || !games.data) {
    return (
      <Page title={t('sheet.title')} heading={<Skeleton height={32} width="50%" />} size="lg">
        <Skeleton height={300} />
      </Page>
    );
  }
  return <Sheet tournament={tournament.data} games={games.data.items} />;
}

function Sheet({ tournament, games }: { tournament: Tournament; games: Game[] }) {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useGameLabels(games);
  const { sections, unplaced } = useMemo(() => sheetSections(games), [games]);

  return (
    <Page title={`${t('sheet.title')}: ${tournament.name}`} heading={tournament.name} size="lg">
      <div className={classes.sheet} data-testid="match-sheet">
        <Stack gap="md">
          <Text c="dimmed" className={classes.subtitle}>
            {t('sheet.title')}
            {tournament.location ? ` · ${tournament.location}` : ''}
          </Text>
          <Group gap="xs" className={classes.noPrint} data-testid="sheet-actions">
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('sheet.print')}
            </Button>
            <PdfButton tournament={tournament} locale={i18n.resolvedLanguage} />
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/TournamentView/$tournamentId" params={{ tournamentId: tournament.id }} {...props} />
              )}
            >
              {t('sheet.backToView')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" className={classes.noPrint}>
            {t('sheet.hint')}
          </Text>
          {games.length === 0 && <Text>{t('view.noData')}</Text>}
          {sections.map((section) => (
            <section key={`${section.date}-${section.pitch}`} className={classes.section} data-testid="sheet-section">
              <Title order={2} fz="h3" className={classes.sectionTitle}>
                {t('sheet.section', { day: labels.day(section.date), pitch: section.pitch })}
              </Title>
              <SheetTable entries={section.games} labels={labels} />
            </section>
          ))}
          {unplaced.length > 0 && (
            <section className={classes.section}>
              <Title order={2} fz="h3" className={classes.sectionTitle}>
                {t('sheet.unplaced')}
              </Title>
              <SheetTable entries={unplaced} labels={labels} />
            </section>
          )}
        </Stack>
      </div>
    </Page>
  );
}

function SheetTable({ entries, labels }: { entries: { number: number; game: Game }[]; labels: GameLabels }) {
  const { t } = useTranslation('tournaments');
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={6} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.narrow}>{t('sheet.columns.number')}</Table.Th>
          <Table.Th className={classes.narrow}>{t('sheet.columns.time')}</Table.Th>
          <Table.Th className={classes.stage}>{t('sheet.columns.stage')}</Table.Th>
          <Table.Th>{t('sheet.columns.home')}</Table.Th>
          <Table.Th className={classes.scoreHead}>{t('sheet.columns.score')}</Table.Th>
          <Table.Th>{t('sheet.columns.away')}</Table.Th>
          <Table.Th className={classes.notes}>{t('sheet.columns.notes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map(({ number, game }) => (
          <Table.Tr key={game.id} className={classes.row}>
            <Table.Td>{number}</Table.Td>
            <Table.Td>{game.start !== null ? labels.time(game.start) : '–'}</Table.Td>
            <Table.Td className={classes.stage}>{labels.stage(game)}</Table.Td>
            <Table.Td fw={600}>{labels.team1(game)}</Table.Td>
            <Table.Td>
              <span className={classes.scoreBoxes} aria-hidden>
                <span className={classes.box} />:<span className={classes.box} />
              </span>
            </Table.Td>
            <Table.Td fw={600}>{labels.team2(game)}</Table.Td>
            <Table.Td className={classes.notes} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * "Download PDF": a real link (new tab, "save as" work); a plain click
 * fetches it in the page to show progress and a translated error.
 */
function PdfButton({ tournament, locale }: { tournament: Tournament; locale: string | undefined }) {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const download = useDownloadSheetPdf();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (download.isPending) return;
    download.mutate(
      { tournamentId: tournament.id, tournamentName: tournament.name, locale },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  };
  return (
    <Button
      component="a"
      href={sheetPdfUrl(tournament.id, locale)}
      download={sheetFileName(tournament.name)}
      onClick={onClick}
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={download.isPending}
      aria-busy={download.isPending || undefined}
      data-testid="sheet-pdf"
    >
      {download.isPending ? t('sheet.pdfPending') : t('sheet.pdf')}
    </Button>
  );
}
