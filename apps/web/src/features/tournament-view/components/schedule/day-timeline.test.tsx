import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { DayTimeline } from './day-timeline';
import { i18n, loadNamespaces } from '../../../../lib/i18n';
import { scheduleDays } from '../../../../entities/tournament/schedule-model';

function Timeline({ games, onMove }: { games: Game[]; onMove?: (game: Game) => void }) {
  const labels = useGameLabels(games);
  const [day] = scheduleDays(fixtureTournament, games);
  return <DayTimeline day={day!} tournament={fixtureTournament} labels={labels} visible={() => true} onMove={onMove} />;
}

describe('DayTimeline', () => {
  const games = [
    fixtureGame('g1', { start: 540, end: 565, pitch: 1 }),
    fixtureGame('g2', {
      start: 600,
      end: 625,
      pitch: 2,
      team1: { id: 'B1', name: 'Team B1' },
      team2: { id: 'B2', name: 'Team B2' },
      group: 'B',
    }),
  ];

  it('puts each game in the lane of its pitch, placed by its kick-off and length, with the break shaded', async () => {
    await renderApp(<Timeline games={games} />);
    const laneTwo = screen.getByTestId('lane-2030-06-01-2');
    const block = within(laneTwo).getByTestId('timeline-game');
    expect(block).toHaveAttribute('data-game-id', 'g2');
    expect(within(laneTwo).getByText('Team B1')).toBeInTheDocument();
    expect(within(screen.getByTestId('lane-2030-06-01-1')).queryByText('Team B1')).toBeNull();
    // The axis runs 09:00–18:00 (540 minutes): 10:00 is 60/540 in, 25 minutes long.
    expect(parseFloat(block.style.left)).toBeCloseTo((60 / 540) * 100, 3);
    expect(parseFloat(block.style.width)).toBeCloseTo((25 / 540) * 100, 3);
    expect(within(laneTwo).getByLabelText('Break 12:00–13:00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '10:00–10:25, pitch 2: Team B1 vs Team B2' })).toBeInTheDocument();
  });

  it('lets an organiser pick a game with the keyboard to move it', async () => {
    const onMove = vi.fn();
    const { user } = await renderApp(<Timeline games={games} onMove={onMove} />);
    await user.tab(); // the scrollable timeline
    await user.tab(); // the first game
    // Named by what it shows (start, stage, teams), then the action (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: /^09:00 · .*Team A1.*Team A2.*Move$/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
  });

  it('names a group called "Group A" once, in every language (not "Gruppe Group A")', async () => {
    const named = [fixtureGame('g1', { group: 'Group A' })];
    await renderApp(<Timeline games={named} />);
    expect(screen.getByText('09:00 · Group A')).toBeInTheDocument();
    try {
      await act(async () => {
        await i18n.changeLanguage('de');
        await loadNamespaces('tournaments');
      });
      expect(screen.getByText('09:00 · Gruppe A')).toBeInTheDocument();
      await act(async () => {
        await i18n.changeLanguage('es');
        await loadNamespaces('tournaments');
      });
      expect(screen.getByText('09:00 · Grupo A')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
