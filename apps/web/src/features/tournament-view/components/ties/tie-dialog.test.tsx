import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import { TieDialog } from './tie-dialog';

const teams = [
  { id: 'jp', name: 'Japan' },
  { id: 'sn', name: 'Senegal' },
];

const saved = {
  resolution: {
    id: 'r1',
    teamIds: ['jp', 'sn'],
    order: ['sn', 'jp'],
    winnerTeamId: 'sn',
    method: 'shootout',
    score: '4:3',
    note: null,
    resolvedBy: { id: 'u1', name: 'Olga' },
    resolvedAt: '2030-06-01T12:00:00.000Z',
  },
  version: 8,
};

function renderDialog() {
  return renderApp(<TieDialog opened onClose={() => {}} tournamentId="t1" version={7} teams={teams} />);
}

describe('TieDialog', () => {
  it("refuses a shootout without a winner with the spec's sentence, and saves one with a winner", async () => {
    const api = fakeApi({ 'PUT /api/tournaments/t1/ties': ok(saved) });
    const { user } = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the tie' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Shootout', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(within(dialog).getByText('Please select a winner before saving.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Winner' }));
    await user.click(await screen.findByRole('option', { name: 'Senegal', hidden: true }));
    expect(within(dialog).queryByText('Please select a winner before saving.')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Shootout result/ }), '4:3');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByText('Tie decision saved.')).toBeInTheDocument();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PUT',
        '/api/tournaments/t1/ties',
        {
          version: 7,
          teamIds: ['jp', 'sn'],
          method: 'shootout',
          winnerTeamId: 'sn',
          order: ['sn', 'jp'],
          score: '4:3',
        },
      ],
    ]);
  });

  it('shows the conflict notice when the tournament changed in the meantime', async () => {
    fakeApi({ 'PUT /api/tournaments/t1/ties': apiError(409, 'CONFLICT') });
    const { user } = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the tie' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Winner' }));
    await user.click(await screen.findByRole('option', { name: 'Japan', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    const notice = await within(dialog).findByTestId('conflict-notice');
    expect(
      within(notice).getByText(
        'Someone else changed this tournament in the meantime. The standings have been reloaded.',
      ),
    ).toBeInTheDocument();
  });
});
