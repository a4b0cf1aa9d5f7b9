import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { groupLabel, type BracketGameBody } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import type { BracketBody } from '../../api/bracket';
import { useClearSwaps } from '../../api/clear-swaps';
import { useSwapEntrants, type EntrantSlot } from '../../api/swap-entrants';

type Warning = { gameId: string; group: string };

const same = (a: EntrantSlot | null, b: EntrantSlot) => a !== null && a.gameId === b.gameId && a.slot === b.slot;

/**
 * The first-round pairings after applying: pick one entrant, then another,
 * and swap them. A swap that pairs two teams of the same group is saved with
 * a warning (`SAME_GROUP_REMATCH`); clearing restores the pairings the group
 * results gave. Games already started keep their entrants (the server refuses).
 */
export function FirstRoundPairings({
  tournamentId,
  bracket,
  mayChange,
}: {
  tournamentId: string;
  bracket: BracketBody;
  mayChange: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const swap = useSwapEntrants();
  const clear = useClearSwaps();
  const [picked, setPicked] = useState<EntrantSlot | null>(null);
  const [warnings, setWarnings] = useState<Warning[]>([]);
  const firstRound = bracket.games.filter((g) => g.round === 1).sort((a, b) => a.index - b.index);
  const number = (gameId: string) => firstRound.findIndex((g) => g.id === gameId) + 1;

  const pick = (slot: EntrantSlot) => {
    if (same(picked, slot)) return setPicked(null);
    if (!picked) return setPicked(slot);
    const a = picked;
    setPicked(null);
    swap.mutate(
      { tournamentId, version: bracket.version, a, b: slot },
      {
        onSuccess: (result) => {
          setWarnings(result.warnings);
          notifications.show({ color: 'green', message: t('apply.pairings.swapSaved') });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };

  const side = (game: BracketGameBody, which: 1 | 2) => {
    const slot = which === 1 ? game.slot1 : game.slot2;
    const ref = { gameId: game.id, slot: which };
    const label = slot.team ?? t('apply.pairings.open');
    if (!mayChange || game.status !== 'scheduled' || slot.teamId === null) {
      return (
        <Text size="sm" fw={500} px="xs" py={4}>
          {label}
        </Text>
      );
    }
    return (
      <Button
        variant={same(picked, ref) ? 'filled' : 'default'}
        size="sm"
        fullWidth
        justify="flex-start"
        aria-pressed={same(picked, ref)}
        onClick={() => pick(ref)}
        disabled={swap.isPending}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="sm" data-testid="first-round-pairings">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          {t('apply.pairings.title')}
        </Title>
        {mayChange && bracket.swaps > 0 && (
          <Button
            size="xs"
            variant="default"
            loading={clear.isPending}
            onClick={() =>
              clear.mutate(
                { tournamentId, version: bracket.version },
                {
                  onSuccess: () => {
                    setWarnings([]);
                    notifications.show({ message: t('apply.pairings.swapsCleared') });
                  },
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                },
              )
            }
          >
            {t('apply.pairings.clear', { count: bracket.swaps })}
          </Button>
        )}
      </Group>
      {mayChange && (
        <Text size="sm" c="dimmed">
          {picked ? t('apply.pairings.pickSecond') : t('apply.pairings.hint')}
        </Text>
      )}
      {warnings.map((w) => (
        <Alert key={w.gameId} color="yellow" icon={<IconAlertTriangle aria-hidden />} p="xs" role="status">
          {t('apply.pairings.sameGroup', { number: number(w.gameId), group: groupLabel(w.group) })}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        {firstRound.map((game) => (
          <Paper key={game.id} withBorder p="xs" data-testid="pairing">
            <Text size="xs" c="dimmed" mb={4}>
              {t('bracket.match', { number: number(game.id) })}
            </Text>
            <Stack gap={4}>
              {side(game, 1)}
              <Text size="xs" c="dimmed" ta="center" aria-hidden>
                –
              </Text>
              {side(game, 2)}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
