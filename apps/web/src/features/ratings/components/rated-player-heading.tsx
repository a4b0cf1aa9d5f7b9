import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlayerLink } from './player-link';

interface RatedPlayerHeadingProps {
  player: { id: string; firstName: string; lastName: string };
  /** A dimmed line below the name (when rated, position and country…). */
  subtitle: ReactNode;
  /** The rating itself, on the right. */
  badge: ReactNode;
}

/** The top row of a rating card (my ratings, the ratings overview on phones): player, a detail line, the rating. */
export function RatedPlayerHeading({ player, subtitle, badge }: RatedPlayerHeadingProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Stack gap={2} miw={0}>
        <PlayerLink playerId={player.id}>
          {player.firstName} {player.lastName}
        </PlayerLink>
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </Stack>
      {badge}
    </Group>
  );
}
