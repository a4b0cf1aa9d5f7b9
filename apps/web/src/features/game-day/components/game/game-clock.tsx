import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { clockSeconds, formatClock } from './game-model';

/** The current time, ticking once a second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The running clock, from the server's `periodStartedAt`: two recorders (and
 * a reload) show the same time. Nothing is shown when no period runs.
 */
export function GameClock({ game, half, label }: { game: Game; half: number; label: string }) {
  const running = game.status === 'running' && !!game.periodStartedAt;
  const now = useNow(running);
  const seconds = clockSeconds(game, half, now);
  if (seconds === null) return null;
  return (
    <Text
      component="time"
      fz={36}
      fw={700}
      ff="monospace"
      lh={1}
      aria-label={label}
      data-testid="game-clock"
      role="timer"
    >
      {formatClock(seconds)}
    </Text>
  );
}
