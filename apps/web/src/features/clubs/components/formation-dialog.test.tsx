import { screen, within } from '@testing-library/react';
import type { Formation } from '@touchline/core';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aMe, aPlayer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { FormationDialog } from './formation-dialog';

const PLAYERS = 'GET /api/players?clubId=c-nord&limit=200&sort=name';
const squad = {
  items: [
    aPlayer({
      id: 'p-keeper',
      firstName: 'Kim',
      lastName: 'Keeper',
      position: 'GK',
      sidePositions: [],
      backNumberDefault: 1,
    }),
    aPlayer({
      id: 'p-nine',
      firstName: 'Sam',
      lastName: 'Striker',
      position: 'CS',
      sidePositions: [],
      backNumberDefault: 9,
    }),
    aPlayer({
      id: 'p-wing',
      firstName: 'Wanda',
      lastName: 'Wing',
      position: 'RW',
      sidePositions: ['CS'],
      backNumberDefault: 11,
    }),
  ],
  total: 3,
};

const dialog = () => screen.getByRole('dialog');
const slot = (label: string) => within(dialog()).getByRole('combobox', { name: label });
/** The options a slot's list offers (Mantine keeps every list in the DOM, hidden while closed). */
const offered = async (label: string) =>
  within(await screen.findByRole('listbox', { name: label, hidden: true }))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

async function render() {
  const onClose = vi.fn();
  const view = await renderApp(<FormationDialog opened club={aClub()} onClose={onClose} />, { me: aMe() });
  await within(dialog()).findByRole('combobox', { name: 'ST (position 10)' });
  return { ...view, onClose };
}

describe('formation setup dialog', () => {
  it('offers only eligible players per position (main or side position), each once, and says when there is none', async () => {
    fakeApi({ [PLAYERS]: ok(squad) });
    const { user } = await render();

    await user.click(slot('ST (position 10)'));
    expect(await offered('ST (position 10)')).toEqual(['9 Sam Striker', '11 Wanda Wing']);
    const list = await screen.findByRole('listbox', { name: 'ST (position 10)', hidden: true });
    await user.click(within(list).getByRole('option', { name: '11 Wanda Wing', hidden: true }));

    await user.click(slot('ST (position 11)'));
    expect(await offered('ST (position 11)')).toEqual(['9 Sam Striker']);
    // 4-4-2 has no slot any of them fits but GK and CS: the backs say so.
    expect(within(dialog()).getAllByText('No players available for this position.').length).toBeGreaterThan(0);
  });

  it('asks for a name, then for at least one player, before sending anything', async () => {
    const api = fakeApi({ [PLAYERS]: ok(squad) });
    const { user } = await render();

    await user.click(within(dialog()).getByRole('button', { name: 'Save formation' }));
    expect(within(dialog()).getByRole('textbox', { name: /Formation name/ })).toHaveAccessibleDescription(
      'Please enter a formation name.',
    );
    await user.type(within(dialog()).getByRole('textbox', { name: /Formation name/ }), 'Two up');
    await user.click(within(dialog()).getByRole('button', { name: 'Save formation' }));
    expect(await within(dialog()).findByText('No player positions assigned.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the preset slots with the chosen players, and reports a refusal with the fixed message', async () => {
    const saved = { id: 'f-1', clubId: 'c-nord', name: 'Two up' } as Formation;
    const api = fakeApi({
      [PLAYERS]: ok(squad),
      'POST /api/clubs/c-nord/formations': [apiError(400, 'PLAYER_NOT_ELIGIBLE'), { status: 201, body: saved }],
    });
    const { user, onClose } = await render();
    await user.type(within(dialog()).getByRole('textbox', { name: /Formation name/ }), ' Two up ');
    await user.type(slot('GK (position 1)'), 'kim');
    await user.click(await screen.findByRole('option', { name: '1 Kim Keeper', hidden: true }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save formation' }));

    expect(await within(dialog()).findByTestId('formation-save-failed')).toHaveTextContent(
      /^Failed to save formation\. This position is neither/,
    );
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Two up', shirtColour: '#1565c0', shortsColour: '#ffffff' });
    const slots = (post.body as { slots: { position: string; playerId: string | null }[] }).slots;
    expect(slots).toHaveLength(11);
    expect(slots[0]).toEqual({ position: 'GK', x: 50, y: 5, playerId: 'p-keeper' });
    expect(slots.slice(1).every((s) => s.playerId === null)).toBe(true);

    await user.click(within(dialog()).getByRole('button', { name: 'Save formation' }));
    expect(await screen.findByText('Formation Two up saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
