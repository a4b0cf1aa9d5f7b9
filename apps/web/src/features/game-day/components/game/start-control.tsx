import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { startIsEarly } from './game-model';

interface StartControlProps {
  game: Game;
  labels: GameLabels;
  disabled: boolean;
  onStart: () => void;
}

/**
 * "Start game". A game on another day, or more than an hour before its
 * kick-off (decision 416), says when it is scheduled under the button, and a
 * tap asks once more before the clock runs.
 */
export function StartControl({ game, labels, disabled, onStart }: StartControlProps) {
  const { t } = useTranslation('tournaments');
  const [asking, setAsking] = useState(false);
  // Read at render: the hint is about the day and the hour, not the second.
  const early = startIsEarly(game, new Date());
  const when =
    game.date === null
      ? ''
      : game.start === null
        ? labels.day(game.date)
        : `${labels.day(game.date)}, ${labels.time(game.start)}`;

  return (
    <Stack gap="xs">
      {asking && early ? (
        <Alert color="orange" title={t('game.early.confirmTitle')} data-testid="start-early-confirm">
          <Stack gap="xs">
            <Text size="sm">{t(`game.early.${early}`, { when })}</Text>
            <Group gap="xs">
              <Button size="md" color="orange" onClick={onStart}>
                {t('game.early.startAnyway')}
              </Button>
              <Button size="md" variant="default" onClick={() => setAsking(false)}>
                {t('game.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button
          size="xl"
          fullWidth
          leftSection={<IconPlayerPlay aria-hidden />}
          disabled={disabled}
          onClick={() => (early ? setAsking(true) : onStart())}
        >
          {t('game.start')}
        </Button>
      )}
      {early && !asking && (
        <Text c="orange.8" fw={600} data-testid="start-early-hint">
          {t(`game.early.${early}`, { when })}
        </Text>
      )}
      {(!game.team1 || !game.team2) && <Text c="dimmed">{t('game.teamsMissing')}</Text>}
    </Stack>
  );
}
