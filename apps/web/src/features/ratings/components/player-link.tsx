import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to the player card. */
export function PlayerLink({ playerId, children }: { playerId: string; children: ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/player/$playerId" params={{ playerId }} {...props} />} fw={600}>
      {children}
    </Anchor>
  );
}
