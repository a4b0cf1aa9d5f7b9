import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import type { TieResolutionRecord } from '../../api/standings';
import { TieResolutions } from './tie-resolutions';

const resolution: TieResolutionRecord = {
  id: 'r1',
  teamIds: ['jp', 'sn'],
  order: ['sn', 'jp'],
  winnerTeamId: 'sn',
  method: 'coinToss',
  score: null,
  note: 'Called heads',
  resolvedBy: { id: 'u1', name: 'Olga Organiser' },
  resolvedAt: '2030-06-01T12:00:00.000Z',
};

const names: Record<string, string> = { jp: 'Japan', sn: 'Senegal' };

describe('TieResolutions', () => {
  it('lists method, order, note and who decided, and clears a decision with the version read', async () => {
    const api = fakeApi({ 'DELETE /api/tournaments/t1/ties/r1?version=6': ok({ version: 7 }) });
    const { user } = await renderApp(
      <TieResolutions
        tournamentId="t1"
        version={6}
        resolutions={[resolution]}
        teamName={(id) => names[id] ?? id}
        mayResolve
      />,
    );
    const list = screen.getByTestId('tie-resolutions');
    expect(within(list).getByText('Coin toss: Senegal › Japan')).toBeInTheDocument();
    expect(within(list).getByText('Called heads')).toBeInTheDocument();
    expect(within(list).getByText(/^Decided by Olga Organiser, /)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Tie decision cleared.')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/tournaments/t1/ties/r1?version=6']);
  });

  it('offers no Clear to those who may not resolve ties', async () => {
    await renderApp(
      <TieResolutions
        tournamentId="t1"
        version={6}
        resolutions={[resolution]}
        teamName={(id) => id}
        mayResolve={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
