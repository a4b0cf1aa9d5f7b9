import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HrefButton } from '../../../components/href-link';
import { isApiError } from '../../../lib/api-client';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { useTournamentGames } from '../../../entities/tournament/list-tournament-games';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import type {
  RegenerateImpact,
  ScheduleOutcome,
  ScheduleProblem,
  Tournament,
} from '../../../entities/tournament/tournament-types';
import { useGenerateSchedule } from '../api/generate-schedule';

/**
 * The impact the server sends with 409 REGENERATE_NEEDS_CONFIRMATION (core's
 * RegenerateImpact). Checked by hand rather than with the zod schema, which
 * would bring zod into this lazy chunk (decision 202).
 */
export function impactOf(error: unknown): RegenerateImpact | null {
  if (!isApiError(error) || error.code !== 'REGENERATE_NEEDS_CONFIRMATION') return null;
  const impact = (error.body as { impact?: Partial<RegenerateImpact> } | undefined)?.impact;
  if (typeof impact !== 'object' || impact === null) return null;
  const { running, finished, affectedClubIds } = impact;
  if (typeof running !== 'number' || typeof finished !== 'number' || !Array.isArray(affectedClubIds)) return null;
  return {
    running,
    finished,
    affectedClubIds: affectedClubIds.filter((id): id is string => typeof id === 'string'),
    discardedGameIds: Array.isArray(impact.discardedGameIds) ? impact.discardedGameIds : [],
    replacedScheduled: typeof impact.replacedScheduled === 'number' ? impact.replacedScheduled : 0,
  };
}

type Asking = { kind: 'replace' } | { kind: 'discard'; impact: RegenerateImpact } | null;

/**
 * "Generate schedule" with a progress bar while the server works, then what
 * was placed and what was not. Generating again asks first, in one dialog:
 * when the games list shows a game started or finished, the server is asked
 * straight away and its impact (the running and finished games whose results
 * are lost, the clubs whose line-ups break) is that first dialog, to be
 * confirmed; otherwise the dialog says the games will be replaced (and
 * should a game have started meanwhile, the server's impact follows).
 */
export function GeneratePanel({ tournament, disabled }: { tournament: Tournament; disabled: boolean }) {
  const { t } = useTranslation('tournaments');
  const generate = useGenerateSchedule();
  const [outcome, setOutcome] = useState<ScheduleOutcome | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const games = useTournamentGames(tournament.id, { enabled: tournament.gameCount > 0 });
  const startedCount = games.data?.items.filter((game) => game.status !== 'scheduled').length ?? 0;
  const started = startedCount > 0;

  const run = (confirm: boolean) => {
    setAsking(null);
    setOutcome(null);
    generate.mutate(
      { tournamentId: tournament.id, confirm },
      {
        onSuccess: (result) => setOutcome(result),
        onError: (error) => {
          const impact = impactOf(error);
          if (impact) {
            generate.reset();
            setAsking({ kind: 'discard', impact });
          }
        },
      },
    );
  };

  // Played games: unconfirmed, the server only answers with what would be lost (409 with the impact).
  const start = () => (tournament.gameCount > 0 && !started ? setAsking({ kind: 'replace' }) : run(false));

  return (
    <Stack gap="sm" data-testid="generate-panel">
      <Group gap="sm">
        <Button
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          onClick={start}
          loading={generate.isPending}
          disabled={disabled}
          data-testid="generate-schedule"
        >
          {tournament.gameCount > 0 ? t('setup.generate.again') : t('setup.generate.button')}
        </Button>
        {tournament.gameCount > 0 && !outcome && (
          <Text size="sm" c="dimmed">
            {t('setup.generate.existing', { count: tournament.gameCount })}
          </Text>
        )}
        {started && !outcome && (
          <Text size="sm" c="red.8" fw={600} data-testid="started-note">
            {t('setup.generate.startedNote', { count: startedCount })}
          </Text>
        )}
      </Group>
      {generate.isPending && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('setup.generate.working')}</Text>
          <Progress value={100} animated striped aria-label={t('setup.generate.working')} />
        </Stack>
      )}
      {generate.isError && <RequestError error={generate.error} title={t('setup.generate.failed')} />}
      {outcome && <Outcome outcome={outcome} tournamentId={tournament.id} />}
      <ConfirmModal
        asking={asking}
        onCancel={() => setAsking(null)}
        onConfirm={(kind) => run(kind === 'discard')}
        tournament={tournament}
      />
    </Stack>
  );
}

function Outcome({ outcome, tournamentId }: { outcome: ScheduleOutcome; tournamentId: string }) {
  const { t } = useTranslation('tournaments');
  const placed = outcome.games - outcome.unscheduled;
  const complete = outcome.unscheduled === 0;
  return (
    <Alert
      color={complete ? 'teal' : 'orange'}
      icon={complete ? <IconCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t('setup.generate.done')}
      role="status"
      data-testid="generate-result"
    >
      <Stack gap="xs">
        <Text size="sm">{t('setup.generate.placed', { count: placed, total: outcome.games })}</Text>
        {outcome.unscheduled > 0 && (
          <Text size="sm" fw={600}>
            {t('setup.generate.unplaced', { count: outcome.unscheduled })}
          </Text>
        )}
        {outcome.problems.length > 0 && (
          <List size="sm" spacing={2}>
            {outcome.problems.map((problem, index) => (
              <List.Item key={index}>
                <ProblemText problem={problem} />
              </List.Item>
            ))}
          </List>
        )}
        <div>
          <HrefButton href={`/TournamentView/${encodeURIComponent(tournamentId)}`} size="sm" variant="light" mt={4}>
            {t('setup.generate.open')}
          </HrefButton>
        </div>
      </Stack>
    </Alert>
  );
}

function ProblemText({ problem }: { problem: ScheduleProblem }) {
  const { t } = useTranslation('tournaments');
  switch (problem.code) {
    case 'NOT_ENOUGH_TIME':
      return <>{t('setup.generate.problems.NOT_ENOUGH_TIME', { count: problem.leftOver })}</>;
    case 'SAME_CLUB_PAIRS':
      return <>{t('setup.generate.problems.SAME_CLUB_PAIRS', { count: problem.count })}</>;
    case 'SAME_GROUP_PAIRS':
      return <>{t('setup.generate.problems.SAME_GROUP_PAIRS', { count: problem.count })}</>;
    default:
      return <>{t('setup.generate.problems.other')}</>;
  }
}

function ConfirmModal({
  asking,
  tournament,
  onCancel,
  onConfirm,
}: {
  asking: Asking;
  tournament: Tournament;
  onCancel: () => void;
  onConfirm: (kind: 'replace' | 'discard') => void;
}) {
  const { t } = useTranslation('tournaments');
  const clubs = useAllClubs({ enabled: asking?.kind === 'discard' });
  const clubName = (id: string) =>
    clubs.data?.items.find((club) => club.id === id)?.name ?? t('setup.generate.unknownClub');

  return (
    <Modal opened={asking !== null} onClose={onCancel} title={t('setup.generate.confirmTitle')} centered>
      {asking && (
        <Stack gap="md" data-testid="regenerate-confirm">
          <Text>{t('setup.generate.replaceText', { count: tournament.gameCount })}</Text>
          {asking.kind === 'discard' && (
            <>
              <ErrorAlert live={false}>
                {t('setup.generate.discardText', {
                  running: t('setup.generate.runningGames', { count: asking.impact.running }),
                  finished: t('setup.generate.finishedGames', { count: asking.impact.finished }),
                })}
              </ErrorAlert>
              {asking.impact.affectedClubIds.length > 0 ? (
                <div>
                  <Text size="sm" fw={600}>
                    {t('setup.generate.lineupsBreak')}
                  </Text>
                  <List size="sm">
                    {asking.impact.affectedClubIds.map((id) => (
                      <List.Item key={id}>{clubName(id)}</List.Item>
                    ))}
                  </List>
                </div>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('setup.generate.noLineups')}
                </Text>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('setup.cancel')}
            </Button>
            <Button color={asking.kind === 'discard' ? 'red' : undefined} onClick={() => onConfirm(asking.kind)}>
              {asking.kind === 'discard' ? t('setup.generate.discardConfirm') : t('setup.generate.replaceConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
