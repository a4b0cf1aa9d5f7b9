import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import type { AppliedGroupResults, ApplyGroupResults } from '@touchline/core';
import { can } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../components/error-alert';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { useActor } from '../../../../lib/auth/use-actor';
import { useTournament } from '../../../../entities/tournament/get-tournament';
import { useTournamentGames } from '../../../../entities/tournament/list-tournament-games';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { applyRefusal, useApplyGroupResults } from '../../api/apply-group-results';
import { useBracket } from '../../api/bracket';
import { useStandings } from '../../api/standings';
import { ApplyChecklist } from './apply-checklist';
import { mayApply, preconditions } from './apply-preconditions';
import { FirstRoundPairings } from './first-round-pairings';
import { WildcardSelection } from './wildcard-selection';

/** The tie form, with @mantine/form, loads on its first open, as on the standings tab (decision 286). */
const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((module) => module.TieDialog));

const routeApi = getRouteApi('/TournamentApplyGroupResults/$tournamentId');

/**
 * /TournamentApplyGroupResults/{id} (levels 0–2): the preconditions as a
 * checklist, ties resolved in place, the wildcard selection when runners-up
 * are level, applying (the server fills the slots of finished groups), then
 * the first-round pairings with swaps.
 */
export function ApplyGroupResultsPage() {
  const { t } = useTranslation('tournaments');
  const { tournamentId } = routeApi.useParams();
  const tournament = useTournament(tournamentId);
  const games = useTournamentGames(tournamentId);
  if (tournament.isError || games.isError) {
    return (
      <Page title={t('apply.title')} size="md">
        <QueryError query={tournament.isError ? tournament : games} title={t('view.loadFailed')} />
      </Page>
    );
  }
  if (!tournament.data || !games.data) {
    return (
      <Page title={t('apply.title')} size="md">
        <Skeleton height={200} />
      </Page>
    );
  }
  return <ApplyGroupResultsView tournament={tournament.data} games={games.data.items} />;
}

export function ApplyGroupResultsView({ tournament, games }: { tournament: Tournament; games: Game[] }) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const standings = useStandings(tournament.id);
  const hasKnockout = games.some((g) => g.phase === 'knockout');
  const bracket = useBracket(tournament.id, { enabled: tournament.type === 'groupStage' && hasKnockout });
  const apply = useApplyGroupResults();
  const [resolving, setResolving] = useState<string[] | null>(null);
  const [applied, setApplied] = useState<AppliedGroupResults | null>(null);
  const refusal = applyRefusal(apply.error);
  const checks = useMemo(
    () => preconditions(tournament, games, standings.data, refusal, bracket.data),
    [tournament, games, standings.data, refusal, bracket.data],
  );
  const names = new Map(tournament.teams.map((team) => [team.id, team.name] as const));
  const teamName = (id: string) => names.get(id) ?? id;
  const mayResolve = can(actor, 'tie.resolve');
  const wildcardTie = refusal?.code === 'WILDCARD_SELECTION_NEEDED' ? refusal.wildcardTies[0] : undefined;
  const version = standings.data?.version ?? tournament.version;
  // The pairings once a first-round slot has a team (before applying they are all open).
  const pairable = bracket.data?.games.some(
    (g) => g.round === 1 && (g.slot1.teamId !== null || g.slot2.teamId !== null),
  )
    ? bracket.data
    : null;

  const run = (extra: Omit<ApplyGroupResults, 'version'> = {}) => {
    setApplied(null);
    apply.mutate({ tournamentId: tournament.id, version, ...extra }, { onSuccess: setApplied });
  };

  return (
    <Page title={t('apply.title')} heading={t('apply.heading', { name: tournament.name })} size="md">
      <Text size="sm" c="dimmed">
        {t('apply.intro')}
      </Text>
      <Paper withBorder p={{ base: 'xs', md: 'md' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('apply.checks.title')}
          </Title>
          {standings.isError && <QueryError query={standings} title={t('standings.loadFailed')} />}
          <ApplyChecklist checks={checks} teamName={teamName} onResolve={mayResolve ? setResolving : null} />
          {wildcardTie && (
            <WildcardSelection
              key={wildcardTie.join()}
              teamIds={wildcardTie}
              teamName={teamName}
              busy={apply.isPending}
              onApply={(wildcardSelection) => run({ wildcardSelection })}
            />
          )}
          <Group gap="xs">
            <Button
              onClick={() => run()}
              loading={apply.isPending}
              disabled={!mayApply(checks)}
              data-testid="apply-group-results"
            >
              {t('apply.apply')}
            </Button>
            <Button
              variant="default"
              renderRoot={(props) => (
                <Link
                  to="/TournamentView/$tournamentId"
                  params={{ tournamentId: tournament.id }}
                  search={{ tab: 'bracket' }}
                  {...props}
                />
              )}
            >
              {t('apply.toBracket')}
            </Button>
          </Group>
          {apply.isPending && (
            <Text size="sm" role="status">
              {t('apply.applying')}
            </Text>
          )}
          {apply.isError && !refusal && <RequestError error={apply.error} />}
          {refusal && refusal.code !== 'WILDCARD_SELECTION_NEEDED' && (
            <RequestError error={apply.error} color="orange" data-testid="apply-refused" />
          )}
          {applied && <AppliedSummary applied={applied} />}
        </Stack>
      </Paper>
      {pairable && (
        <Paper withBorder p={{ base: 'xs', md: 'md' }}>
          <FirstRoundPairings
            tournamentId={tournament.id}
            bracket={pairable}
            mayChange={can(actor, 'groupResults.apply')}
          />
        </Paper>
      )}
      {mayResolve && (
        <TieDialog
          opened={resolving !== null}
          onClose={() => setResolving(null)}
          tournamentId={tournament.id}
          version={version}
          teams={(resolving ?? []).map((id) => ({ id, name: teamName(id) }))}
        />
      )}
    </Page>
  );
}

function AppliedSummary({ applied }: { applied: AppliedGroupResults }) {
  const { t } = useTranslation('tournaments');
  return (
    <Alert color="green" icon={<IconCheck aria-hidden />} role="status" data-testid="apply-done">
      <Stack gap={2}>
        <Text size="sm">
          {applied.changes === 0
            ? t('apply.done.noChanges')
            : t('apply.done.filled', { count: applied.changes, groups: applied.filledGroups.join(', ') })}
        </Text>
        {applied.openGroups.length > 0 && (
          <Text size="sm">{t('apply.done.open', { groups: applied.openGroups.join(', ') })}</Text>
        )}
        {applied.warnings.length > 0 && (
          <Text size="sm">{t('apply.done.sameGroup', { count: applied.warnings.length })}</Text>
        )}
      </Stack>
    </Alert>
  );
}
