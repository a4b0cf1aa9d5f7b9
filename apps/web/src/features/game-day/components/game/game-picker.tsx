import { Badge, Group, NativeSelect, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { pickerOrder, pitchesOf } from './game-model';
import classes from './game.module.css';

interface GamePickerProps {
  games: Game[];
  labels: GameLabels;
  pitch: number | null;
  onPitch: (pitch: number | null) => void;
  onPick: (game: Game) => void;
}

const STATUS_COLOURS = { running: 'green', scheduled: 'blue', finished: 'gray' } as const;

/** The games to record: on my pitch the running and next ones first, finished ones last. */
export function GamePicker({ games, labels, pitch, onPitch, onPick }: GamePickerProps) {
  const { t } = useTranslation('tournaments');
  const pitches = pitchesOf(games);
  const ordered = pickerOrder(games, pitch);

  return (
    <Stack gap="md">
      {pitches.length > 1 && (
        <NativeSelect
          size="lg"
          label={t('game.myPitch')}
          value={pitch === null ? '' : String(pitch)}
          onChange={(event) => onPitch(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          data={[
            { value: '', label: t('game.allPitches') },
            ...pitches.map((p) => ({ value: String(p), label: t('game.pitch', { pitch: p }) })),
          ]}
        />
      )}
      {ordered.length === 0 ? (
        <Text data-testid="no-games">{t('game.noGames')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('game.pickLabel')}>
          {ordered.map((game) => (
            <li key={game.id}>
              <UnstyledButton className={classes.pick} onClick={() => onPick(game)} data-testid="pick-game">
                <Paper withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      {/* Two lines, not one: clubs often share the start of their names ("FC Nord U15 II"). */}
                      <Text fw={700} lineClamp={2} className={classes.pairing}>
                        {labels.pairing(game)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {[
                          game.date ? labels.day(game.date) : null,
                          game.start !== null ? labels.time(game.start) : null,
                          game.pitch !== null ? t('game.pitch', { pitch: game.pitch }) : null,
                          labels.stage(game),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                    <Stack gap={4} align="flex-end" className={classes.status}>
                      <Badge
                        color={STATUS_COLOURS[game.status]}
                        variant={game.status === 'running' ? 'filled' : 'light'}
                      >
                        {t(`game.status.${game.status}`)}
                      </Badge>
                      {game.status !== 'scheduled' && (
                        <Text fw={700}>
                          {game.goals1}:{game.goals2}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
