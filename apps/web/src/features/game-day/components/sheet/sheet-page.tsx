import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { useTournament } from '../../../../entities/tournament/get-tournament';
import { useTournamentGames } from '../../../../entities/tournament/list-tournament-games';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { sheetFileName, sheetPdfUrl, useDownloadSheetPdf } from '../../api/sheet-pdf';
import { useGameLabels, type GameLabels } from '../../../../entities/tournament/game-labels';
import { ChampionBanner } from '../../../../entities/tournament/champion/champion-banner';
import { bracketOptions } from '../../../../entities/tournament/champion/final-places';
import { sheetPlaceholders, sheetSections } from './sheet-model';
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
  return (
    <Sheet
      tournament={tournament.data}
      games={games.data.items}
      conflicted={new Set((games.data.conflicts ?? []).map((c) => c.gameId))}
    />
  );
}

function Sheet({
  tournament,
  games,
  conflicted,
}: {
  tournament: Tournament;
  games: Game[];
  /** Games with an open conflict (decision 421), marked under notes as on the PDF. */
  conflicted: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const gameLabels = useGameLabels(games);
  const { sections, unplaced } = useMemo(() => sheetSections(games), [games]);
  // A knockout game whose team is open names where it comes from, as on the PDF (not "To be decided").
  const open = games.some((g) => g.phase === 'knockout' && (!g.team1 || !g.team2));
  const bracket = useQuery({ ...bracketOptions(tournament.id), enabled: open });
  const labels = useMemo((): GameLabels => {
    const placeholders = sheetPlaceholders(bracket.data?.games, [
      ...sections.flatMap((section) => section.games),
      ...unplaced,
    ]);
    const side = (game: Game, index: 0 | 1, known: (game: Game) => string) => {
      const placeholder = (index === 0 ? game.team1 : game.team2) ? null : placeholders.get(game.id)?.[index];
      return placeholder ? t(`bracket.placeholders.${placeholder.key}`, placeholder.values) : known(game);
    };
    return {
      ...gameLabels,
      team1: (game) => side(game, 0, gameLabels.team1),
      team2: (game) => side(game, 1, gameLabels.team2),
    };
  }, [bracket.data, sections, unplaced, gameLabels, t]);

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
          {tournament.title && <Text fw={600}>{tournament.title}</Text>}
          <ChampionBanner tournament={tournament} games={games} />
          {games.length === 0 && <Text>{t('view.noData')}</Text>}
          {sections.map((section) => (
            <section key={`${section.date}-${section.pitch}`} className={classes.section} data-testid="sheet-section">
              <Title order={2} fz="h3" className={classes.sectionTitle}>
                {t('sheet.section', { day: labels.day(section.date), pitch: section.pitch })}
              </Title>
              <SheetTable
                entries={section.games}
                labels={labels}
                caption={t('sheet.section', { day: labels.day(section.date), pitch: section.pitch })}
                conflicted={conflicted}
              />
            </section>
          ))}
          {unplaced.length > 0 && (
            <section className={classes.section}>
              <Title order={2} fz="h3" className={classes.sectionTitle}>
                {t('sheet.unplaced')}
              </Title>
              <SheetTable entries={unplaced} labels={labels} caption={t('sheet.unplaced')} conflicted={conflicted} />
            </section>
          )}
        </Stack>
      </div>
    </Page>
  );
}

type SheetEntry = { number: number; game: Game };

/** A day and pitch's games with empty boxes for the score and room for notes (a conflict is marked there); a table on paper and on phones alike. */
function SheetTable({
  entries,
  labels,
  caption,
  conflicted,
}: {
  entries: SheetEntry[];
  labels: GameLabels;
  caption: string;
  conflicted: ReadonlySet<string>;
}) {
  const { t } = useTranslation('tournaments');
  const columns: StackedColumn<SheetEntry>[] = [
    { key: 'number', header: t('sheet.columns.number'), className: classes.narrow, cell: ({ number }) => number },
    {
      key: 'time',
      header: t('sheet.columns.time'),
      className: classes.time,
      cell: ({ game }) => (game.start !== null ? labels.time(game.start) : '–'),
    },
    {
      key: 'stage',
      header: t('sheet.columns.stage'),
      className: classes.stage,
      cell: ({ game }) => labels.stage(game),
    },
    {
      key: 'home',
      header: t('sheet.columns.home'),
      className: classes.team,
      cell: ({ game }) => (
        <Text span inherit fw={600}>
          {labels.team1(game)}
        </Text>
      ),
    },
    {
      key: 'score',
      header: t('sheet.columns.score'),
      className: classes.scoreHead,
      cell: () => (
        <span className={classes.scoreBoxes} aria-hidden>
          <span className={classes.box} />:<span className={classes.box} />
        </span>
      ),
    },
    {
      key: 'away',
      header: t('sheet.columns.away'),
      className: classes.team,
      cell: ({ game }) => (
        <Text span inherit fw={600}>
          {labels.team2(game)}
        </Text>
      ),
    },
    {
      key: 'notes',
      header: t('sheet.columns.notes'),
      className: classes.notes,
      cell: ({ game }) =>
        conflicted.has(game.id) ? (
          <Text span inherit fw={600} data-testid="sheet-conflict">
            {t('scheduleConflicts.mark')}
          </Text>
        ) : null,
    },
  ];
  return (
    <StackedTable
      columns={columns}
      rows={entries}
      rowKey={({ game }) => game.id}
      caption={caption}
      stacks={false}
      bordered
      verticalSpacing="xs"
      className={classes.table}
      rowClassName={classes.row}
    />
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
