import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from '@tanstack/react-router';
import { canSome, planConflicts, type ScoutingDayGame, type ScoutingPlan } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { useActor } from '../../../lib/auth/use-actor';
import { formatMinutes } from '@touchline/core';
import { useSaveScoutingPlan, useScoutingDay, useScoutingPlan, useSuggestPlan } from '../api/scouting-api';

type Draft = Record<string, string[]>;

const draftOf = (plan: ScoutingPlan): Draft =>
  Object.fromEntries(plan.assignments.map((a) => [a.userId, [...a.gameIds]]));

const byTime = (a: ScoutingDayGame, b: ScoutingDayGame) =>
  `${a.date ?? '9'} ${String(a.start ?? 9999).padStart(4, '0')} ${a.pitch ?? 0}`.localeCompare(
    `${b.date ?? '9'} ${String(b.start ?? 9999).padStart(4, '0')} ${b.pitch ?? 0}`,
  );

const gameLabel = (game: ScoutingDayGame | undefined) =>
  game
    ? [game.start === null ? null : formatMinutes(game.start), game.sides.map((s) => s.team?.name ?? '?').join(' – ')]
        .filter(Boolean)
        .join(' ')
    : '?';

/**
 * The scouting plan (decision 432): the head scout (levels 0–1)
 * assigns scouts to games, sees a scout in two overlapping games and the
 * watchlist games nobody watches, and may accept a suggestion; an external
 * scout (level 2) reads its own assignments.
 */
export function ScoutingPlanPage() {
  const { tournamentId } = useParams({ from: '/ScoutingPlan/$tournamentId' });
  const { t } = useTranslation(['ratings', 'errors']);
  const actor = useActor();
  const editor = canSome(actor, 'scoutingPlan.edit');
  const plan = useScoutingPlan(tournamentId);
  const day = useScoutingDay(tournamentId);
  const save = useSaveScoutingPlan(tournamentId);
  const suggest = useSuggestPlan(tournamentId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [coverage, setCoverage] = useState<{ covered: number; wanted: number } | null>(null);

  const games = useMemo(() => [...(day.data?.games ?? [])].sort(byTime), [day.data]);
  const gameById = useMemo(() => new Map(games.map((g) => [g.id, g])), [games]);
  const scouts = plan.data?.scouts ?? [];
  const names = new Map(scouts.map((s) => [s.userId, s.displayName ?? s.userId]));
  // Until the head scout changes something, the stored plan.
  const current = draft ?? (plan.data ? draftOf(plan.data) : {});
  const assignments = Object.entries(current).map(([userId, gameIds]) => ({ userId, gameIds }));
  const conflicts = planConflicts(games, assignments, plan.data?.watchlistGameIds ?? []);

  function toggle(gameId: string, userIds: string[]) {
    setDraft((before) => {
      const next: Draft = {};
      const base = before ?? current;
      for (const scout of scouts) {
        const own = (base[scout.userId] ?? []).filter((id) => id !== gameId);
        if (userIds.includes(scout.userId)) own.push(gameId);
        if (own.length) next[scout.userId] = own;
      }
      return next;
    });
  }

  async function acceptSuggestion() {
    const planned = Object.keys(current);
    const suggestion = await suggest.mutateAsync(planned.length ? planned : scouts.map((s) => s.userId));
    setDraft(
      Object.fromEntries(suggestion.assignments.filter((a) => a.gameIds.length).map((a) => [a.userId, a.gameIds])),
    );
    setCoverage({ covered: suggestion.covered, wanted: suggestion.wanted });
  }

  async function store() {
    if (!plan.data) return;
    const saved = await save.mutateAsync({ version: plan.data.version, assignments });
    setDraft(draftOf(saved));
    notifications.show({ message: t('scouting.planSaved'), color: 'pitch' });
  }

  const title = day.data ? t('scouting.planHeading', { name: day.data.tournament.name }) : t('scouting.planTitle');
  return (
    <Page title={t('scouting.planTitle')} heading={title}>
      {(plan.isPending || day.isPending) && <Loader aria-label={t('scouting.loading')} />}
      {plan.isError && <QueryError query={plan} />}
      {!editor && plan.data && (
        <Stack gap="xs" data-testid="my-plan">
          {plan.data.assignments.flatMap((a) => a.gameIds).length === 0 && (
            <Text c="dimmed">{t('scouting.noAssignments')}</Text>
          )}
          {plan.data.assignments
            .flatMap((a) => a.gameIds)
            .map((id) => (
              <Text key={id}>{gameLabel(gameById.get(id))}</Text>
            ))}
        </Stack>
      )}
      {editor && plan.data && day.data && (
        <>
          <PlanWarnings
            overlaps={conflicts.overlaps}
            uncovered={conflicts.uncovered.length}
            label={(id) => gameLabel(gameById.get(id))}
            name={(id) => names.get(id) ?? '?'}
          />
          {coverage && (
            <Text size="sm" data-testid="plan-coverage">
              {t('scouting.coverage', coverage)}
            </Text>
          )}
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => void acceptSuggestion()}
              loading={suggest.isPending}
              data-testid="plan-suggest"
            >
              {t('scouting.suggest')}
            </Button>
            <Button onClick={() => void store()} loading={save.isPending} data-testid="plan-save">
              {t('scouting.savePlan')}
            </Button>
          </Group>
          {(save.isError || suggest.isError) && (
            <RequestError error={save.error ?? suggest.error}>
              {save.isError && (
                <Button size="xs" variant="subtle" onClick={() => void plan.refetch().then(() => setDraft(null))}>
                  {t('scouting.reload')}
                </Button>
              )}
            </RequestError>
          )}
          <Stack gap="sm">
            {games.map((game) => {
              const chosen = scouts.filter((s) => (current[s.userId] ?? []).includes(game.id)).map((s) => s.userId);
              const watch = plan.data.watchlistGameIds?.includes(game.id);
              return (
                <Card key={game.id} withBorder padding="sm" data-testid="plan-game">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} fz="sm">
                      {gameLabel(game)}
                    </Title>
                    {watch && (
                      <Badge color="yellow" variant="light">
                        {t('scouting.watchlist')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[game.date, game.pitch === null ? null : t('scouting.pitchN', { pitch: game.pitch })]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Checkbox.Group
                    value={chosen}
                    onChange={(value) => toggle(game.id, value)}
                    label={t('scouting.scouts')}
                  >
                    <Group gap="sm" mt={6}>
                      {scouts.map((scout) => (
                        <Checkbox key={scout.userId} value={scout.userId} label={scout.displayName ?? scout.userId} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
    </Page>
  );
}

/** A scout in two overlapping games (red), and the watchlist games nobody watches (yellow). */
function PlanWarnings({
  overlaps,
  uncovered,
  label,
  name,
}: {
  overlaps: ReturnType<typeof planConflicts>['overlaps'];
  uncovered: number;
  label: (gameId: string) => string;
  name: (userId: string) => string;
}) {
  const { t } = useTranslation('ratings');
  return (
    <>
      {overlaps.map((o) => (
        <ErrorAlert key={`${o.userId}-${o.gameIds.join()}`} data-testid="plan-conflict">
          {t('scouting.overlap', { name: name(o.userId), first: label(o.gameIds[0]), second: label(o.gameIds[1]) })}
        </ErrorAlert>
      ))}
      {uncovered > 0 && (
        <Alert color="yellow" data-testid="plan-uncovered">
          {t('scouting.uncovered', { count: uncovered })}
        </Alert>
      )}
    </>
  );
}
