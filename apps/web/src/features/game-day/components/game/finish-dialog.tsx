import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../../../components/dialog-actions';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { finishCheck, needsShootout } from './game-model';
import { IntegerInput } from '../../../../components/integer-input';
import { ErrorAlert } from '../../../../components/error-alert';
import { useCodedForm } from '../../../../lib/forms/use-coded-form';

interface FinishDialogProps {
  opened: boolean;
  game: Game;
  score: { goals1: number; goals2: number };
  /** Events not saved yet: the game cannot finish on a score the server does not have. */
  unsaved: number;
  busy: boolean;
  error: string | null;
  onFinish: (shootout: { goals1: number; goals2: number } | undefined) => void;
  onClose: () => void;
}

/**
 * Finishing: the score as the events give it and, for a drawn knockout game,
 * the shootout, which must have a winner (the engine's `knockoutWinner`).
 * Cancel goes back to the running game. A chunk of its own (recorder-dialogs.ts).
 */
export function FinishDialog({ opened, game, score, unsaved, busy, error, onFinish, onClose }: FinishDialogProps) {
  const { t } = useTranslation('tournaments');
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const shootoutNeeded = needsShootout(game, score);
  const form = useCodedForm<{ goals1: number | ''; goals2: number | '' }>({
    initialValues: { goals1: game.shootout?.goals1 ?? '', goals2: game.shootout?.goals2 ?? '' },
  });
  const { goals1, goals2 } = form.values;
  // Once the user tried to finish, what blocks it shows, and goes as soon as it is resolved (core's finishCheck).
  const [tried, setTried] = useState(false);
  const shootout = shootoutNeeded && goals1 !== '' && goals2 !== '' ? { goals1, goals2 } : null;
  const check = finishCheck(game, score, shootout);
  const team1 = game.team1?.name ?? t('schedule.tbd');
  const team2 = game.team2?.name ?? t('schedule.tbd');

  const submit = form.onSubmit(() => {
    setTried(true);
    if (!check.ok || unsaved > 0) return;
    onFinish(shootoutNeeded && shootout ? shootout : undefined);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('game.finish.title')} fullScreen={fullScreen ?? false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="xl" fw={700} ta="center" data-testid="finish-score">
            {team1} {score.goals1} : {score.goals2} {team2}
          </Text>
          {shootoutNeeded && (
            <>
              <Text>{t('game.finish.shootoutNeeded')}</Text>
              <Group grow align="flex-start">
                <IntegerInput
                  size="lg"
                  label={t('game.finish.shootoutFor', { team: team1 })}
                  max={99}
                  value={goals1 === '' ? null : goals1}
                  onChange={(value) => form.setFieldValue('goals1', value ?? '')}
                />
                <IntegerInput
                  size="lg"
                  label={t('game.finish.shootoutFor', { team: team2 })}
                  max={99}
                  value={goals2 === '' ? null : goals2}
                  onChange={(value) => form.setFieldValue('goals2', value ?? '')}
                />
              </Group>
            </>
          )}
          {tried && !check.ok && (
            <ErrorAlert data-testid="finish-blocked">
              {check.reason === 'SHOOTOUT_NEEDS_WINNER' ? t('game.finish.needsWinner') : t('game.finish.needsShootout')}
            </ErrorAlert>
          )}
          {unsaved > 0 && (
            <Alert color="orange" role="alert" data-testid="finish-unsaved">
              {t('game.finish.unsaved', { count: unsaved })}
            </Alert>
          )}
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <DialogActions cancelLabel={t('game.cancel')} onCancel={onClose} pending={busy}>
            <Button type="submit" size="lg" color="dark" loading={busy}>
              {t('game.finish.confirm')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
