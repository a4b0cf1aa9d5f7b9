import { Button, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderOf } from '../ties/tie-form';

/**
 * Runners-up level for a best-runner-up place: the organiser picks who goes
 * through first (then second, …); the last takes the place left. Applying
 * sends the order as the wildcard selection.
 */
export function WildcardSelection({
  teamIds,
  teamName,
  busy,
  onApply,
}: {
  teamIds: string[];
  teamName: (id: string) => string;
  busy: boolean;
  onApply: (selection: { teamIds: string[]; order: string[] }) => void;
}) {
  const { t } = useTranslation('tournaments');
  const [places, setPlaces] = useState<string[]>(() => teamIds.slice(1).map(() => ''));
  const [missing, setMissing] = useState(false);
  const order = orderOf(teamIds, places);

  return (
    <Paper withBorder p="sm" data-testid="wildcard-selection">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('apply.wildcard.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('apply.wildcard.intro', { teams: teamIds.map(teamName).join(', ') })}
        </Text>
        {places.map((picked, i) => (
          <Select
            key={i}
            label={t('ties.place', { place: i + 1 })}
            placeholder={t('ties.pick')}
            clearable
            data={teamIds
              .filter((id) => id === picked || !places.includes(id))
              .map((id) => ({ value: id, label: teamName(id) }))}
            value={picked === '' ? null : picked}
            onChange={(value) => {
              setMissing(false);
              setPlaces((current) => current.map((p, j) => (j === i ? (value ?? '') : p)));
            }}
            error={i === 0 && missing ? t('apply.wildcard.incomplete') : undefined}
          />
        ))}
        <Button
          loading={busy}
          onClick={() => {
            if (order.length !== teamIds.length) {
              setMissing(true);
              return;
            }
            onApply({ teamIds, order });
          }}
        >
          {t('apply.wildcard.apply')}
        </Button>
      </Stack>
    </Paper>
  );
}
