import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { checkPlacement, dateRange, dayTimes } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice, type ConflictChange } from '../../../../components/conflict-notice';
import { ErrorAlert, RequestError } from '../../../../components/error-alert';
import { isApiError } from '../../../../lib/api-client';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { useCodedForm } from '../../../../lib/forms/use-coded-form';
import { moveWarnings, useMoveGame, type PlacementWarning } from '../../api/move-game';
import { clock, parseClock, scheduleSettingsOf } from '../../../../entities/tournament/schedule-model';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { MoveWarningList } from './move-warnings';

interface MoveGameDialogProps {
  opened: boolean;
  tournament: Tournament;
  games: Game[];
  /** The game to move; the dialog closes when it is null or no longer among the games. */
  gameId: string | null;
  labels: GameLabels;
  onClose: () => void;
}

type Values = { date: string; time: string; pitch: string };

function valuesOf(game: Game, fallbackDate: string, fallbackTime: number): Values {
  return {
    date: game.date ?? fallbackDate,
    time: clock(game.start ?? fallbackTime),
    pitch: String(game.pitch ?? 1),
  };
}

/**
 * Moving a game by hand (levels 0–2). While the organiser picks a day, a
 * kick-off and a pitch, the core's placement check shows the conflicts the
 * move would create. The server decides: a move with conflicts comes back as
 * 409 GAME_MOVE_NEEDS_CONFIRMATION with its warnings, shown here, and is only
 * saved when the organiser confirms ("Move anyway"). A stale version (409
 * CONFLICT) shows the shared conflict notice with the game's new slot.
 */
export function MoveGameDialog({ opened, tournament, games, gameId, labels, onClose }: MoveGameDialogProps) {
  const { t } = useTranslation('tournaments');
  const game = opened && gameId ? (games.find((g) => g.id === gameId) ?? null) : null;
  return (
    <Modal
      opened={game !== null}
      onClose={onClose}
      title={t('move.title')}
      fullScreen={false}
      size="md"
      data-testid="move-dialog"
    >
      {game && (
        <MoveForm key={game.id} tournament={tournament} games={games} game={game} labels={labels} onClose={onClose} />
      )}
    </Modal>
  );
}

function MoveForm({
  tournament,
  games,
  game,
  labels,
  onClose,
}: {
  tournament: Tournament;
  games: Game[];
  game: Game;
  labels: GameLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const settings = useMemo(() => scheduleSettingsOf(tournament), [tournament]);
  const dates = useMemo(() => dateRange(tournament.dateFrom, tournament.dateTo), [tournament]);
  // Checked on every change by core's checkPlacement (the preview below), as the server checks it.
  const form = useCodedForm<Values>({
    initialValues: valuesOf(game, dates[0] ?? tournament.dateFrom, settings.startTime),
  });
  const values = form.values;
  // The version this form is based on; a stale write moves it to theirs once the user decides.
  const [base, setBase] = useState<Game>(game);
  const [needsConfirmation, setNeedsConfirmation] = useState<PlacementWarning[] | null>(null);
  const [stale, setStale] = useState(false);
  const move = useMoveGame();

  const start = parseClock(values.time);
  const pitch = Number(values.pitch);
  const pitchCount = dayTimes(settings, values.date).pitches ?? 1;
  const pitches = Array.from({ length: Math.max(pitchCount, game.pitch ?? 1) }, (_, i) => String(i + 1));

  // Immediate feedback: the same check the server runs, on every change.
  const preview = useMemo(() => {
    if (start === null) return null;
    return checkPlacement({
      settings,
      game: {
        id: game.id,
        knockout: game.phase === 'knockout',
        team1: game.team1?.id ?? null,
        team2: game.team2?.id ?? null,
      },
      to: { date: values.date, start, pitch },
      games: games.map((g) => ({
        id: g.id,
        knockout: g.phase === 'knockout',
        team1: g.team1?.id ?? null,
        team2: g.team2?.id ?? null,
        date: g.date,
        start: g.start,
        end: g.end,
        pitch: g.pitch,
      })),
    });
  }, [settings, game, games, values.date, start, pitch]);

  // After a stale write the games reload; once the newer version is here, show what changed.
  const theirs = stale && game.version !== base.version ? game : null;
  const changes: ConflictChange[] | null = theirs
    ? [
        {
          field: 'date',
          label: t('move.day'),
          theirs: theirs.date ? labels.day(theirs.date) : '',
          mine: labels.day(values.date),
        },
        {
          field: 'time',
          label: t('move.time'),
          theirs: theirs.start !== null ? clock(theirs.start) : '',
          mine: values.time,
        },
        {
          field: 'pitch',
          label: t('move.pitch'),
          theirs: theirs.pitch !== null ? String(theirs.pitch) : '',
          mine: values.pitch,
        },
      ].filter((c) => c.theirs !== c.mine)
    : null;

  const send = (confirm: boolean, version = base.version) => {
    if (start === null) return;
    move.mutate(
      { tournamentId: tournament.id, gameId: game.id, version, date: values.date, start, pitch, confirm },
      {
        onSuccess: (result) => {
          const where = { day: labels.day(values.date), time: values.time, pitch };
          notifications.show({
            color: result.warnings.length > 0 ? 'yellow' : 'green',
            message:
              result.warnings.length > 0
                ? t('move.savedWithWarnings', { count: result.warnings.length })
                : t('move.moved', where),
          });
          onClose();
        },
        onError: (error) => {
          const warnings = moveWarnings(error);
          if (warnings) {
            setNeedsConfirmation(warnings);
            return;
          }
          if (isApiError(error) && error.code === 'CONFLICT') setStale(true);
        },
      },
    );
  };

  const onSubmit = form.onSubmit(() => {
    if (move.isPending) return;
    send(false);
  });

  // A changed slot is a new question: the confirmation was about the old one.
  const set = (field: keyof Values) => (value: string) => {
    setNeedsConfirmation(null);
    form.setFieldValue(field, value);
  };
  const otherError =
    move.error && !moveWarnings(move.error) && !(isApiError(move.error) && move.error.code === 'CONFLICT');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>
          {labels.stage(game)}: {labels.pairing(game)}
        </Text>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('move.day')}
            value={values.date}
            onChange={(e) => set('date')(e.currentTarget.value)}
            data={dates.map((date) => ({ value: date, label: labels.day(date) }))}
            miw={130}
          />
          <TextInput
            label={t('move.time')}
            type="time"
            step={300}
            value={values.time}
            onChange={(e) => set('time')(e.currentTarget.value)}
            error={start === null ? t('move.invalidTime') : undefined}
            required
            miw={110}
          />
          <NativeSelect
            label={t('move.pitch')}
            value={values.pitch}
            onChange={(e) => set('pitch')(e.currentTarget.value)}
            data={pitches.map((p) => ({ value: p, label: t('schedule.pitch', { pitch: p }) }))}
            miw={110}
          />
        </Group>

        {preview && !preview.ok && <ErrorAlert>{t(`move.hardErrors.${preview.code}`)}</ErrorAlert>}
        {preview?.ok && !needsConfirmation && (
          <div aria-live="polite">
            {preview.warnings.length === 0 ? (
              <Group gap={6}>
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('move.noConflicts')}
                </Text>
              </Group>
            ) : (
              <Alert
                color="yellow"
                variant="light"
                title={t('move.previewTitle')}
                icon={<IconAlertTriangle aria-hidden />}
              >
                <MoveWarningList warnings={preview.warnings} tournament={tournament} games={games} labels={labels} />
              </Alert>
            )}
          </div>
        )}

        {needsConfirmation && (
          <Alert
            color="orange"
            title={t('move.confirmTitle')}
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            data-testid="move-confirmation"
          >
            <Stack gap="xs">
              <MoveWarningList warnings={needsConfirmation} tournament={tournament} games={games} labels={labels} />
              <Text size="sm">{t('move.confirmText')}</Text>
              <Group gap="xs">
                <Button color="orange" loading={move.isPending} onClick={() => send(true)}>
                  {t('move.confirm')}
                </Button>
                <Button variant="default" onClick={onClose} disabled={move.isPending}>
                  {t('move.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {stale && (
          <ConflictNotice
            message={t('move.stale')}
            changes={changes}
            busy={move.isPending}
            onKeepMine={() => {
              if (!theirs) return;
              setBase(theirs);
              setStale(false);
              send(false, theirs.version);
            }}
            onTakeTheirs={() => {
              if (!theirs) return;
              setBase(theirs);
              setStale(false);
              form.setValues(valuesOf(theirs, dates[0] ?? tournament.dateFrom, settings.startTime));
            }}
          />
        )}

        {otherError && <RequestError error={move.error} title={t('move.failed')} />}

        {!needsConfirmation && (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('move.cancel')}
            </Button>
            <Button
              type="submit"
              loading={move.isPending}
              disabled={start === null || (preview !== null && !preview.ok) || stale}
            >
              {t('move.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
