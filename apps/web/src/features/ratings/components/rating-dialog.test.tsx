import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aClubList, aMe, aPlayer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { RatingDialog } from './rating-dialog';

const player = aPlayer();
const dialog = () => screen.getByRole('dialog');
const scores = (name: string) => within(dialog()).getByRole('radiogroup', { name });
const save = () => within(dialog()).getByRole('button', { name: 'Save rating' });

async function score(user: UserEvent, name: string, value: string) {
  await user.click(within(scores(name)).getByText(value, { exact: true }));
}

describe('rating dialog: scores and validation', () => {
  it('asks for the global rating first and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderApp(<RatingDialog opened onClose={() => {}} player={player} />, { me: aMe() });

    expect(screen.getByRole('dialog', { name: 'Rate Mira Berg' })).toBeInTheDocument();
    await user.click(save());

    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Required.');
    expect(scores('Global rating')).toHaveAccessibleDescription(/Required\.$/);
    expect(api.requests).toEqual([]);

    // Picking a score clears the problem.
    await score(user, 'Global rating', '8');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the skills scored, leaves "not rated" ones out and sends the trimmed note', async () => {
    const api = fakeApi({ 'POST /api/players/p-1/ratings': { status: 201, body: {} } });
    const onClose = vi.fn();
    const { user } = await renderApp(<RatingDialog opened onClose={onClose} player={player} />, { me: aMe() });

    await score(user, 'Global rating', '8');
    await score(user, 'Speed', '9');
    await score(user, 'Passing', '7');
    expect(within(dialog()).getByText(/2 skills scored\.$/)).toBeInTheDocument();
    await score(user, 'Passing', '–');
    expect(within(dialog()).getByText(/1 skill scored\.$/)).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Note'), ' Sharp. ');
    await user.click(save());

    expect(await screen.findByText('Rating of Mira Berg saved.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/players/p-1/ratings',
        body: { scores: { speed: 9 }, globalRating: 8, note: 'Sharp.' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('without a fixed player, asks for one', async () => {
    fakeApi();
    const { user } = await renderApp(<RatingDialog opened onClose={() => {}} />, { me: aMe() });

    expect(screen.getByRole('dialog', { name: 'Make a rating' })).toBeInTheDocument();
    await score(user, 'Global rating', '6');
    await user.click(save());

    expect(within(dialog()).getByRole('combobox', { name: 'Player' })).toHaveAccessibleDescription(/Required\./);
  });
});

describe('rating dialog: the player search', () => {
  it('tells two players of one name apart by club, position and birth year, where the caller may see them', async () => {
    const seen = aPlayer({
      id: 'p-a',
      firstName: 'Helena',
      lastName: 'Almeida',
      photoUrl: '/api/media/players/a.webp',
    });
    // Another club's player: the details (birthday, photo) are not the caller's to see.
    const hidden = aPlayer({
      id: 'p-b',
      firstName: 'Helena',
      lastName: 'Almeida',
      clubId: 'c-sud',
      position: 'CS',
      backNumberDefault: null,
      detailsVisible: false,
      birthday: undefined,
      photoUrl: undefined,
    });
    fakeApi({
      'GET /api/players': ok({ items: [seen, hidden], total: 2 }),
      'GET /api/clubs': ok(
        aClubList([aClub({ id: 'c-nord', name: 'FC Nord' }), aClub({ id: 'c-sud', name: 'SV Süd' })]),
      ),
    });
    const { user } = await renderApp(<RatingDialog opened onClose={() => {}} />, { me: aMe() });

    await user.type(within(dialog()).getByRole('combobox', { name: 'Player' }), 'Helena');
    // The club names arrive after the players (a second request).
    expect(await screen.findByText('FC Nord · CM · 2010')).toBeInTheDocument();
    const options = screen.getAllByTestId('rating-player-option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('#8 Helena AlmeidaFC Nord · CM · 2010'),
      expect.stringContaining('Helena AlmeidaSV Süd · ST'),
    ]);
    const avatars = options.map((option) => within(option).getByTestId('player-avatar'));
    expect(avatars.map((avatar) => avatar.dataset.photo)).toEqual(['yes', 'no']);
  });
});

describe('rating dialog: server answers', () => {
  it("puts the server's field codes on the note and on the skill they name", async () => {
    fakeApi({
      'POST /api/players/p-1/ratings': apiError(400, 'VALIDATION_FAILED', {
        note: 'INVALID_FORMAT',
        'scores.speed': 'TOO_BIG',
      }),
    });
    const onClose = vi.fn();
    const { user } = await renderApp(<RatingDialog opened onClose={onClose} player={player} />, { me: aMe() });

    await score(user, 'Global rating', '8');
    await score(user, 'Speed', '9');
    await user.type(within(dialog()).getByLabelText('Note'), 'Fast.');
    await user.click(save());

    expect(await within(dialog()).findByText('Please check your entries.')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Note')).toHaveAccessibleDescription(/Invalid format\./);
    expect(scores('Speed')).toHaveAccessibleDescription(/Too long or too large\.$/);
    expect(scores('Passing')).not.toHaveAccessibleDescription(/Too long/);
    expect(onClose).not.toHaveBeenCalled();

    await score(user, 'Speed', '8');
    expect(scores('Speed')).not.toHaveAccessibleDescription(/Too long/);
  });
});
