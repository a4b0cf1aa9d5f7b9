import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { QuickRatingDialog, type QuickRatingTarget } from './quick-rating-dialog';

const target: QuickRatingTarget = {
  playerId: 'p-1',
  name: 'Nora Nord',
  backNumber: 10,
  gameId: 'g-1',
  context: 'U15 Cup, FC Nord – SV Süd, 10:40',
};
const dialog = () => screen.getByRole('dialog', { name: 'Rate Nora Nord' });

describe('quick rating from the line-up', () => {
  it('shows the game, and saves the global rating, the trimmed note and a skill in one tap', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    const { user } = await renderApp(<QuickRatingDialog target={target} onClose={onClose} onSave={onSave} />, {
      me: aMe(),
    });
    expect(within(dialog()).getByTestId('quick-rating-context')).toHaveTextContent('U15 Cup, FC Nord – SV Süd, 10:40');
    await user.click(within(dialog()).getByTestId('quick-rating-save'));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(dialog()).getByText('Choose a global rating.')).toBeInTheDocument();

    await user.click(
      within(within(dialog()).getByRole('radiogroup', { name: 'Global rating' })).getByText('8', { exact: true }),
    );
    await user.type(within(dialog()).getByLabelText(/Note/), '  quick turn  ');
    await user.click(within(dialog()).getByRole('button', { name: /Skills/ }));
    await user.click(
      within(within(dialog()).getByRole('radiogroup', { name: 'Speed' })).getByText('9', { exact: true }),
    );
    await user.click(within(dialog()).getByTestId('quick-rating-save'));

    expect(onSave).toHaveBeenCalledWith(target, { globalRating: 8, scores: { speed: 9 }, note: 'quick turn' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps a note being typed across a reload, until the rating is saved', async () => {
    const first = await renderApp(<QuickRatingDialog target={target} onClose={() => {}} onSave={async () => {}} />, {
      me: aMe(),
    });
    await first.user.type(within(dialog()).getByLabelText(/Note/), 'left foot');
    first.unmount();

    const again = await renderApp(<QuickRatingDialog target={target} onClose={() => {}} onSave={async () => {}} />, {
      me: aMe(),
    });
    expect(within(dialog()).getByLabelText(/Note/)).toHaveValue('left foot');
    await again.user.click(
      within(within(dialog()).getByRole('radiogroup', { name: 'Global rating' })).getByText('5', { exact: true }),
    );
    await again.user.click(within(dialog()).getByTestId('quick-rating-save'));
    expect(window.localStorage.getItem('touchline-rating-note:g-1:p-1')).toBeNull();
  });
});
