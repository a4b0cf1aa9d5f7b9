import { Alert, Badge, Button, Group, Menu, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconFlag } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { RUNNING_GAME_PERIODS } from '@touchline/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { QueryError } from '../../../../components/query-error';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { useGameRecord } from '../../api/game-record';
import type { GameEventKind, RunningPeriod, TeamSide } from '../../api/game-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { EventIcon, EventList, useRefusalMessage } from './event-list';
import { GameClock } from './game-clock';
import {
  minuteNow,
  halfLength,
  nextPeriods,
  projectedGame,
  shownEvents,
  shownScore,
  undoTarget,
  type ShownEvent,
} from './game-model';
import classes from './game.module.css';
import { useGameOutbox, type GameOutbox } from './use-game-outbox';
import { useTeamRoster } from './use-team-roster';
import { StartControl } from './start-control';
import { usePreloadedDialogs } from './recorder-dialogs';
import { RecorderDialogs, type RecorderDialog } from './recorder-dialogs-host';
import { useDialogSlot } from './dialog-slot';
import { RecordingClosed } from './recording-closed';

interface GameRecorderProps {
  tournament: Tournament;
  /** The game as the tournament's list has it: shown until its record arrives. */
  listGame: Game;
  labels: GameLabels;
}

type GameAction = Parameters<GameOutbox['act']>[0];

const BUTTON_KINDS: readonly GameEventKind[] = ['goal', 'yellow', 'secondYellow', 'red'];

/**
 * Recording one game pitch-side (levels 0–2): start, periods with a running
 * clock, goals and cards per team, undo and corrections, finish. Every write
 * goes into the outbox first (IndexedDB, decision 315) and shows at once as
 * waiting to sync, online or not; the screen shows the game as the outbox
 * will leave it. A refusal is announced at once and marked where it belongs,
 * with the user's choices.
 */
export function GameRecorder({ tournament, listGame, labels }: GameRecorderProps) {
  const { t } = useTranslation('tournaments');
  const record = useGameRecord(tournament.id, listGame.id);
  const serverGame = record.data?.game ?? listGame;
  const box = useGameOutbox(tournament.id, serverGame, `${labels.team1(serverGame)} – ${labels.team2(serverGame)}`);
  const game = useMemo(() => projectedGame(serverGame, box.entries), [serverGame, box.entries]);
  const finished = game.status === 'finished';
  const refusalMessage = useRefusalMessage();
  // Which dialog is open lives outside this component's state: opening one does not re-render the recorder.
  const dialogs = useDialogSlot<Exclude<RecorderDialog, null>>();
  const half = halfLength(tournament, game);

  const roster1 = useTeamRoster(tournament, game, 1);
  const roster2 = useTeamRoster(tournament, game, 2);
  const rosters = { 1: roster1, 2: roster2 };
  const labelFor = useMemo(() => {
    const map = new Map([...roster1.players, ...roster2.players].map((p) => [p.id, p.label]));
    return (id: string) => map.get(id) ?? null;
  }, [roster1.players, roster2.players]);

  const events = useMemo(
    () => shownEvents(record.data?.events ?? [], box.entries, labelFor),
    [record.data?.events, box.entries, labelFor],
  );
  const score = record.data ? shownScore(events) : { goals1: game.goals1, goals2: game.goals2 };
  const undo = undoTarget(events);
  const waiting = box.entries.filter((e) => e.state !== 'refused').length;
  const refused = box.entries.filter((e) => e.state === 'refused');
  // A refused start, period or finish: shown above the buttons with its choices.
  const refusedAction = refused.find((e) => e.action.kind !== 'record' && e.action.kind !== 'remove');
  const refusedKind = refusedAction?.action.kind as 'start' | 'period' | 'finish' | undefined;

  usePreloadedDialogs();
  // Told at once: every refusal also comes as a notification, once per entry.
  const announced = useRef(new Set<number>());
  useEffect(() => {
    for (const entry of refused) {
      if (announced.current.has(entry.seq)) continue;
      announced.current.add(entry.seq);
      notifications.show({ color: 'red', title: t('game.refused.title'), message: refusalMessage(entry) });
    }
  }, [refused, refusalMessage, t]);

  const run = (next: GameAction) => void box.act(next);

  const team = (side: TeamSide) => (side === 1 ? labels.team1(game) : labels.team2(game));
  const closed = record.data?.mayRecord === false; // an unassigned official's: read-only at once (decision 454)
  const mayRecord = !closed && (game.status === 'running' || finished);
  // An official unassigned while a dialog is open: the dialog goes with the buttons.
  useEffect(() => {
    if (closed) dialogs.close();
  }, [closed, dialogs]);
  const openNew = (side: TeamSide, kind: GameEventKind) =>
    // The minute the clock shows at the tap (read then, so the recorder does not re-render every second).
    dialogs.open({
      type: 'new',
      initial: { team: side, kind, minute: minuteNow(game, half), playerId: null },
    });

  const eventLabel = (event: ShownEvent) =>
    `${t(`game.kinds.${event.kind}`)} · ${team(event.team)}${event.minute === null ? '' : ` ${event.minute}′`}`;
  // On a finished game a deletion corrects the result: it asks first.
  const onDelete = (event: ShownEvent) =>
    finished ? dialogs.open({ type: 'delete', event }) : void box.remove(event.id);

  const onUndo = () => {
    if (!undo) return;
    if (undo.state === 'removeFailed' && undo.entry) box.retry(undo.entry.seq);
    else void box.remove(undo.id);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-testid="scoreboard">
        <Stack gap="xs" align="center">
          <Text size="sm" c="dimmed" ta="center">
            {[
              labels.stage(game),
              game.pitch !== null ? t('game.pitch', { pitch: game.pitch }) : null,
              game.start !== null ? labels.time(game.start) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {/* Names above, the score alone below: long club names wrap instead of pushing the score off a phone. */}
          <Group justify="space-between" wrap="nowrap" gap="sm" w="100%" align="flex-start">
            <Title order={2} fz={{ base: 'h4', md: 'h3' }} ta="center" className={classes.teamName}>
              {team(1)}
            </Title>
            <Title order={2} fz={{ base: 'h4', md: 'h3' }} ta="center" className={classes.teamName}>
              {team(2)}
            </Title>
          </Group>
          <Text
            fz={56}
            fw={800}
            lh={1}
            data-testid="score"
            aria-label={t('game.scoreLabel', { goals1: score.goals1, goals2: score.goals2 })}
          >
            {score.goals1}:{score.goals2}
          </Text>
          {game.shootout && (
            <Text fw={600} data-testid="shootout">
              {t('game.shootoutScore', { goals1: game.shootout.goals1, goals2: game.shootout.goals2 })}
            </Text>
          )}
          <Group gap="sm" justify="center">
            <Badge size="lg" variant={game.status === 'running' ? 'filled' : 'light'} data-testid="period">
              {game.status === 'scheduled'
                ? t('game.status.scheduled')
                : t(`game.periods.${game.period ?? (finished ? 'fullTime' : 'firstHalf')}`)}
            </Badge>
            <GameClock game={game} half={half} label={t('game.clockLabel')} />
          </Group>
        </Stack>
      </Paper>

      {record.isError && !record.data && <QueryError query={record} title={t('game.loadFailed')} />}

      {closed && <RecordingClosed />}

      {!closed && game.status === 'scheduled' && (
        <StartControl
          game={game}
          labels={labels}
          disabled={!game.team1 || !game.team2 || !record.data || refusedAction !== undefined}
          onStart={() => run({ kind: 'start' })}
        />
      )}

      {!closed && game.status === 'running' && (
        <SimpleGrid cols={2} spacing="sm">
          {nextPeriods({ ...game, ...score }).map((period: RunningPeriod, index, all) => (
            <Button
              key={period}
              size="xl"
              variant="light"
              className={classes.bigButton}
              onClick={() => run({ kind: 'period', period })}
              style={{ gridColumn: all.length === 1 ? '1 / -1' : undefined }}
            >
              {t(`game.to.${period}`)}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {!closed && game.status === 'running' && (
        // A period moved on by mistake (half-time pressed too early) is put back here.
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="subtle" size="md" style={{ alignSelf: 'flex-start' }} data-testid="change-period">
              {t('game.changePeriod')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {RUNNING_GAME_PERIODS.filter((period) => period !== game.period).map((period) => (
              <Menu.Item key={period} onClick={() => run({ kind: 'period', period })}>
                {t(`game.periods.${period}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {refusedAction && (
        <ErrorAlert data-testid="action-error" title={t(`game.refused.${refusedKind ?? 'start'}`)}>
          <Stack gap="xs">
            <Text size="sm">{refusalMessage(refusedAction)}</Text>
            <Group gap="xs">
              <Button size="md" onClick={() => box.retry(refusedAction.seq)}>
                {t('game.retry')}
              </Button>
              <Button size="md" variant="default" onClick={() => box.discard(refusedAction.seq)}>
                {t('game.discard')}
              </Button>
            </Group>
          </Stack>
        </ErrorAlert>
      )}

      {finished && (
        <Alert color="gray" data-testid="finished-note">
          {t('game.finishedNote')}
        </Alert>
      )}

      {mayRecord && (
        <SimpleGrid cols={2} spacing="sm" data-testid="event-buttons">
          {([1, 2] as const).map((side) => (
            <Stack key={side} gap="xs">
              {/* Whole names on two lines (never cut to the same "FC Nord …" on both sides); both sides
                  take two lines, so the buttons stay level. */}
              <Text fw={700} ta="center" lineClamp={2} className={classes.sideName} data-testid="side-name">
                {team(side)}
              </Text>
              {BUTTON_KINDS.map((kind) => (
                <Button
                  key={kind}
                  size={kind === 'goal' ? 'xl' : 'lg'}
                  variant={kind === 'goal' ? 'filled' : 'default'}
                  leftSection={<EventIcon kind={kind} />}
                  aria-label={t('game.add', { kind: t(`game.kinds.${kind}`), team: team(side) })}
                  onClick={() => openNew(side, kind)}
                  className={classes.bigButton}
                >
                  {t(`game.kinds.${kind}`)}
                </Button>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}

      {mayRecord && (
        <Button
          size="lg"
          variant="default"
          fullWidth
          className={classes.bigButton}
          leftSection={<IconArrowBackUp aria-hidden />}
          disabled={!undo}
          onClick={onUndo}
          data-testid="undo"
        >
          {undo ? t('game.undo', { event: eventLabel(undo) }) : t('game.undoNothing')}
        </Button>
      )}

      {!closed && game.status === 'running' && (
        // Apart from the period buttons (never a tap away from Half-time), and asking first.
        <Button
          size="lg"
          variant="outline"
          color="dark"
          fullWidth
          className={classes.bigButton}
          leftSection={<IconFlag aria-hidden />}
          onClick={() => dialogs.open({ type: 'finish' })}
          data-testid="finish-open"
        >
          {t('game.finish.open')}
        </Button>
      )}

      {waiting > 0 && (
        <Text c="orange.8" fw={600} data-testid="unsaved">
          {t('game.waiting', { count: waiting })}
        </Text>
      )}

      <Title order={3} fz="h4">
        {t('game.events')}
      </Title>
      {!record.data && !record.isError ? (
        <Skeleton height={120} />
      ) : (
        <EventList
          game={game}
          events={events}
          onRetry={box.retry}
          onDiscard={box.discard}
          onSendAsCorrection={box.sendAsCorrection}
          onEdit={
            mayRecord
              ? (event) => {
                  dialogs.open({ type: 'edit', event });
                }
              : undefined
          }
          onDelete={mayRecord ? onDelete : undefined}
        />
      )}

      <RecorderDialogs
        slot={dialogs}
        tournamentId={tournament.id}
        game={game}
        rosters={rosters}
        events={events}
        score={score}
        unsaved={refused.length}
        finished={finished}
        box={box}
        eventLabel={eventLabel}
      />
    </Stack>
  );
}
