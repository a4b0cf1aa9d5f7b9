import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import type { Game, GameConflicts } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { ScheduleTab } from './schedule-tab';

// g2 (A1 v A3) was moved onto pitch 1 at 09:00, where g1 (A1 v A2) already is; g3 is clean.
const games: Game[] = [
  fixtureGame('g1', { start: 540, end: 565, pitch: 1 }),
  fixtureGame('g2', { start: 540, end: 565, pitch: 1, team2: { id: 'A3', name: 'Team A3' } }),
  fixtureGame('g3', {
    start: 600,
    end: 625,
    pitch: 2,
    team1: { id: 'B1', name: 'Team B1' },
    team2: { id: 'B2', name: 'Team B2' },
    group: 'B',
  }),
];
const conflicts: GameConflicts[] = [
  {
    gameId: 'g1',
    warnings: [
      { code: 'PITCH_OCCUPIED', gameId: 'g2' },
      { code: 'TEAM_DOUBLE_BOOKED', teamId: 'A1', gameId: 'g2' },
    ],
  },
  {
    gameId: 'g2',
    warnings: [
      { code: 'PITCH_OCCUPIED', gameId: 'g1' },
      { code: 'TEAM_DOUBLE_BOOKED', teamId: 'A1', gameId: 'g1' },
    ],
  },
];

function Schedule({
  onMove,
  withConflicts = conflicts,
}: {
  onMove?: (game: Game) => void;
  withConflicts?: GameConflicts[];
}) {
  const labels = useGameLabels(games);
  return (
    <ScheduleTab
      tournament={fixtureTournament}
      games={games}
      labels={labels}
      clubIds={[]}
      onMove={onMove}
      conflicts={withConflicts}
    />
  );
}

describe('ScheduleTab with open conflicts', () => {
  it('lists every game with an open conflict in one place, the conflict in words', async () => {
    await renderApp(<Schedule />);
    const panel = screen.getByTestId('open-conflicts');
    expect(within(panel).getByText('2 games with an open conflict')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByTestId('open-conflict')
        .map((e) => e.dataset.gameId),
    ).toEqual(['g1', 'g2']);
    expect(within(panel).getAllByText(/Team A1/).length).toBeGreaterThan(0);
  });

  it('marks both games on the timeline and draws them one under the other, each clickable', async () => {
    const onMove = vi.fn();
    const { user } = await renderApp(<Schedule onMove={onMove} />);
    const lane = screen.getByTestId('lane-2030-06-01-1');
    const blocks = within(lane).getAllByTestId('timeline-game');
    expect(blocks.map((b) => b.dataset.conflict)).toEqual(['true', 'true']);
    expect(within(lane).getAllByTestId('conflict-mark')).toHaveLength(2);
    // Two rows: the blocks do not share a top, so neither hides the other.
    expect(new Set(blocks.map((b) => b.style.top)).size).toBe(2);
    expect(within(screen.getByTestId('lane-2030-06-01-2')).queryByTestId('conflict-mark')).toBeNull();
    for (const block of blocks) await user.click(within(block).getByRole('button'));
    expect(onMove.mock.calls.map(([game]) => (game as Game).id).sort()).toEqual(['g1', 'g2']);
  });

  it('marks the games in the by-team list', async () => {
    const { user } = await renderApp(<Schedule />);
    await user.click(screen.getByRole('radio', { name: 'By team' }));
    await user.click(screen.getByRole('button', { name: /Team A1/ }));
    const table = screen.getByTestId('team-schedules');
    // Team A1 twice (g1, g2), Team A2 (g1) and Team A3 (g2) once each; group B none.
    expect(within(table).getAllByTestId('conflict-mark')).toHaveLength(4);
    const a1Row = within(table).getAllByText('Team A2', { selector: 'span' })[0]!.closest('tr')!;
    expect(within(a1Row).getByTestId('conflict-mark')).toBeInTheDocument();
  });

  it('lists the games per pitch in time order with full names, marking the conflicts', async () => {
    const { user } = await renderApp(<Schedule />);
    await user.click(screen.getByRole('radio', { name: 'By pitch' }));
    const pitchOne = screen.getByTestId('pitch-list-2030-06-01-1');
    const rows = within(pitchOne).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^09:00–09:25Team A1 – Team A2.*Conflict/),
      expect.stringMatching(/^09:00–09:25Team A1 – Team A3.*Conflict/),
    ]);
    const pitchTwo = screen.getByTestId('pitch-list-2030-06-01-2');
    expect(within(pitchTwo).getByRole('listitem')).toHaveTextContent('10:00–10:25Team B1 – Team B2');
    expect(within(pitchTwo).queryByTestId('conflict-mark')).toBeNull();
  });

  it('shows no panel and no mark when the schedule has no conflict', async () => {
    await renderApp(<Schedule withConflicts={[]} />);
    expect(screen.queryByTestId('open-conflicts')).toBeNull();
    expect(screen.queryByTestId('conflict-mark')).toBeNull();
  });
});
