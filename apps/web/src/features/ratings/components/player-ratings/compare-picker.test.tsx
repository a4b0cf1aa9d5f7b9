import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aClub, aClubList, aMe, aPlayer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { ComparePicker } from './compare-picker';

const helena = aPlayer({ id: 'p-a', firstName: 'Helena', lastName: 'Almeida' });

function answerSearches() {
  return fakeApi({
    'GET /api/players': ok({ items: [helena], total: 1 }),
    'GET /api/clubs': ok(aClubList([aClub({ id: 'c-nord', name: 'FC Nord' })])),
  });
}

describe('radar compare picker', () => {
  it('stands in as a button named like the field, and becomes the search, focused, when clicked', async () => {
    answerSearches();
    const onPick = vi.fn();
    const { user } = await renderApp(<ComparePicker excludeIds={['p-1']} onPick={onPick} max={2} />, { me: aMe() });

    const standIn = screen.getByRole('button', { name: 'Compare with' });
    expect(standIn).toHaveAccessibleDescription('Up to 2 more players on the same radar.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(standIn);
    const search = await screen.findByRole('combobox', { name: 'Compare with' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription('Up to 2 more players on the same radar.');

    await user.keyboard('Helena');
    const [option] = await screen.findAllByTestId('rating-player-option');
    await user.click(option!);
    expect(onPick).toHaveBeenCalledWith(helena);
  });

  it('starts from the keyboard too', async () => {
    answerSearches();
    const { user } = await renderApp(<ComparePicker excludeIds={['p-1']} onPick={() => {}} max={2} />, {
      me: aMe(),
    });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Compare with' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveFocus());
  });
});
