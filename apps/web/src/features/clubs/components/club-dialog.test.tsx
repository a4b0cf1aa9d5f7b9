import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ClubDialog } from './club-dialog';

const dialog = () => screen.getByRole('dialog');
const nameInput = () => within(dialog()).getByRole('textbox', { name: 'Name' });
const countryInput = () => within(dialog()).getByRole('combobox', { name: 'Country' });

async function pickCountry(user: UserEvent, country: string) {
  await user.click(countryInput());
  // Mantine keeps the dropdown hidden from the a11y tree while it transitions in jsdom.
  await user.click(await screen.findByRole('option', { name: country, hidden: true }));
}

describe('club dialog: adding', () => {
  it('asks for both fields, then sends them and reports the new club', async () => {
    const api = fakeApi({ 'POST /api/clubs': { status: 201, body: aClub({ id: 'c-new', name: 'SV Süd' }) } });
    const onCreated = vi.fn();
    const onClose = vi.fn();
    const { user } = await renderApp(<ClubDialog opened club={null} onClose={onClose} onCreated={onCreated} />, {
      me: aMe(),
    });

    await user.click(within(dialog()).getByRole('button', { name: 'Add club' }));
    expect(nameInput()).toHaveAccessibleDescription('Required.');
    expect(countryInput()).toHaveAccessibleDescription('Required.');
    expect(api.requests).toEqual([]);

    await user.type(nameInput(), '  SV Süd ');
    await pickCountry(user, 'Germany');
    await user.click(within(dialog()).getByRole('button', { name: 'Add club' }));

    expect(await screen.findByText('SV Süd was added.')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/clubs', body: { name: 'SV Süd', country: 'DE' } }]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-new' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field code on the name", async () => {
    fakeApi({ 'POST /api/clubs': apiError(400, 'VALIDATION_FAILED', { name: 'TOO_BIG' }) });
    const { user } = await renderApp(<ClubDialog opened club={null} onClose={() => {}} />, { me: aMe() });

    await user.type(nameInput(), 'SV Süd');
    await pickCountry(user, 'Germany');
    await user.click(within(dialog()).getByRole('button', { name: 'Add club' }));

    expect(await within(dialog()).findByText('Too long or too large.')).toBeInTheDocument();
    expect(nameInput()).toHaveAccessibleDescription('Too long or too large.');
  });
});

describe('club dialog: someone else saved first (409)', () => {
  const club = aClub({ version: 1, country: 'DE' });
  const theirs = aClub({ version: 2, country: 'AT' });

  async function meetConflict() {
    const api = fakeApi({
      'PATCH /api/clubs/c-nord': [apiError(409, 'CONFLICT'), ok({ ...theirs, name: 'FC Nord 1920', version: 3 })],
      'GET /api/clubs/c-nord': ok(theirs),
    });
    const onClose = vi.fn();
    const view = await renderApp(<ClubDialog opened club={club} onClose={onClose} />, { me: aMe() });
    await view.user.clear(nameInput());
    await view.user.type(nameInput(), 'FC Nord 1920');
    await view.user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByTestId('club-conflict');
    await within(notice).findByTestId('conflict-changes');
    return { ...view, api, notice, onClose };
  }

  it('shows what they changed, keeps my name and takes their country', async () => {
    const { notice } = await meetConflict();

    expect(notice).toHaveTextContent('Someone else changed this club in the meantime.');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Country: Austria']);
    expect(nameInput()).toHaveValue('FC Nord 1920');
    expect(countryInput()).toHaveValue('Austria');
  });

  it('"keep my changes" saves my name on their version', async () => {
    const { api, notice, onClose, user } = await meetConflict();

    await user.click(within(notice).getByRole('button', { name: 'Keep my changes and save' }));

    expect(await screen.findByText('FC Nord 1920 was saved.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { version: 1, name: 'FC Nord 1920' },
      { version: 2, name: 'FC Nord 1920' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('"discard my changes" shows their club as it is now', async () => {
    const { notice, user } = await meetConflict();

    await user.click(within(notice).getByRole('button', { name: 'Discard my changes' }));

    expect(screen.queryByTestId('club-conflict')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('FC Nord');
    expect(countryInput()).toHaveValue('Austria');
  });
});
