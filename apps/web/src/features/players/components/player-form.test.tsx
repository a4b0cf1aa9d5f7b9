import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aClubList, aMe, aPlayer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { EditPlayerPage } from './edit-player-page';
import { AddPlayerPage } from './player-form-page';

const clubs = aClubList([aClub()]);
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

function renderAddPage() {
  return renderApp(<AddPlayerPage />, { me: aMe(), route: { path: '/addplayer' } });
}

function renderEditPage() {
  return renderApp(<EditPlayerPage />, {
    me: aMe(),
    route: { path: '/player/$playerId/edit', url: '/player/p-1/edit' },
  });
}

describe('player form: validation', () => {
  it('shows each problem under its own field, in the texts of the spec, and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/clubs': ok(clubs) });
    const { user } = await renderAddPage();

    await user.click(await screen.findByTestId('player-save'));
    // A submit waits for the form's schema, which loads after the form shows (decision 288).
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription('Required.'));
    expect(field('Last name')).toHaveAccessibleDescription('Required.');
    expect(field('Height (cm)')).not.toHaveAccessibleDescription();

    await user.type(field('First name'), 'Mira');
    expect(field('First name')).not.toHaveAccessibleDescription();

    await user.type(field('Height (cm)'), '231');
    await user.tab();
    expect(field('Height (cm)')).toHaveAccessibleDescription('Height must be less than or equal to 230 cm.');

    await user.type(field('Back number'), '7x');
    await user.click(screen.getByTestId('player-save'));
    await waitFor(() => expect(field('Back number')).toHaveAccessibleDescription('Must be a number.'));
    expect(field('Last name')).toHaveAccessibleDescription('Required.');
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});

describe('player form: server answers', () => {
  it("puts the server's field codes on their fields (nested names on their input) and says what failed", async () => {
    const api = fakeApi({
      'GET /api/clubs': ok(clubs),
      'POST /api/players': apiError(400, 'VALIDATION_FAILED', {
        height: 'TOO_BIG',
        'sidePositions.1': 'INVALID_VALUE',
      }),
    });
    const { user } = await renderAddPage();

    await user.type(await screen.findByLabelText('First name', { exact: false }), 'Mira');
    await user.type(field('Last name'), 'Berg');
    await user.type(field('Height (cm)'), '180');
    await user.click(screen.getByTestId('player-save'));

    expect(await screen.findByTestId('player-form-error')).toHaveTextContent('Please check your entries.');
    expect(field('Height (cm)')).toHaveAccessibleDescription('Height must be less than or equal to 230 cm.');
    expect(screen.getByText('Invalid value.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      firstName: 'Mira',
      lastName: 'Berg',
      height: 180,
    });
  });

  it('saves and goes to the player card', async () => {
    fakeApi({ 'GET /api/clubs': ok(clubs), 'POST /api/players': { status: 201, body: aPlayer({ id: 'p-9' }) } });
    const { user } = await renderAddPage();

    await user.type(await screen.findByLabelText('First name', { exact: false }), 'Mira');
    await user.type(field('Last name'), 'Berg');
    await user.click(screen.getByTestId('player-save'));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/player/p-9');
    expect(await screen.findByText('Player saved.')).toBeInTheDocument();
  });
});

describe('player form: positions and the preview', () => {
  it('chooses side positions by chip, the main position not among them, and the preview follows', async () => {
    const api = fakeApi({ 'GET /api/clubs': ok(clubs), 'POST /api/players': { status: 201, body: aPlayer() } });
    const { user } = await renderAddPage();

    // The preview's code arrives after the form (decision 328).
    const preview = await screen.findByTestId('player-preview');
    await user.type(field('First name'), 'Mira');
    await user.type(field('Last name'), 'Berg');
    await user.click(screen.getByRole('checkbox', { name: 'CM – Central midfield' }));
    await user.click(screen.getByRole('checkbox', { name: 'DM – Defensive midfield' }));
    expect(within(preview).getByText('CM')).toBeInTheDocument();

    // Made the main position, CM leaves the side positions and its chip is off.
    await user.click(screen.getByTestId('player-position'));
    await user.click(await screen.findByRole('option', { name: 'CM – Central midfield', hidden: true }));
    const sides = screen.getByRole('group', { name: 'Side positions' });
    expect(within(sides).getByRole('checkbox', { name: 'CM – Central midfield' })).toBeDisabled();
    expect(within(sides).getByRole('checkbox', { name: 'CM – Central midfield' })).not.toBeChecked();
    expect(within(sides).getByRole('checkbox', { name: 'DM – Defensive midfield' })).toBeChecked();

    await user.click(screen.getByTestId('player-save'));
    await screen.findByTestId('navigated-to');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      position: 'CM',
      sidePositions: ['DM'],
    });
  });
});

describe('player form: someone else saved first (409)', () => {
  const theirs = aPlayer({ version: 4, lastName: 'Bergmann', height: 175 });

  async function meetConflict() {
    const api = fakeApi({
      'GET /api/clubs': ok(clubs),
      'GET /api/players/p-1': [ok(aPlayer()), ok(theirs)],
      'PATCH /api/players/p-1': [
        apiError(409, 'CONFLICT'),
        ok({ ...theirs, firstName: 'Mia', height: 172, version: 5 }),
      ],
    });
    const view = await renderEditPage();
    const { user } = view;
    const firstName = await screen.findByDisplayValue('Mira');
    await user.clear(firstName);
    await user.type(firstName, 'Mia');
    await user.clear(field('Height (cm)'));
    await user.type(field('Height (cm)'), '172');
    await user.click(screen.getByTestId('player-save'));
    const notice = await screen.findByTestId('player-conflict');
    await within(notice).findByTestId('conflict-changes');
    return { api, notice, user };
  }

  it('loads their version, keeps my edits, takes theirs elsewhere and lists what they changed', async () => {
    const { notice } = await meetConflict();

    expect(notice).toHaveTextContent('Someone else changed this player while you were editing.');
    const changes = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['Last name: Bergmann', 'Height (cm): 175 (yours: 172)']);
    expect(field('First name')).toHaveValue('Mia');
    expect(field('Last name')).toHaveValue('Bergmann');
    expect(field('Height (cm)')).toHaveValue('172');
  });

  it('"keep my changes" saves my edits on their version', async () => {
    const { api, notice, user } = await meetConflict();

    await user.click(within(notice).getByRole('button', { name: 'Keep my changes and save' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/player/p-1');
    const patches = api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body);
    expect(patches).toEqual([
      { version: 3, firstName: 'Mia', height: 172 },
      { version: 4, firstName: 'Mia', height: 172 },
    ]);
  });

  it('"discard my changes" shows their version and sends nothing more', async () => {
    const { api, notice, user } = await meetConflict();

    await user.click(within(notice).getByRole('button', { name: 'Discard my changes' }));

    expect(screen.queryByTestId('player-conflict')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Mira');
    expect(field('Height (cm)')).toHaveValue('175');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });
});

describe('player form: a player that does not exist', () => {
  it('says not found with a way back, and offers no "Try again"', async () => {
    fakeApi({ 'GET /api/clubs': ok(clubs), 'GET /api/players/p-1': apiError(404, 'PLAYER_NOT_FOUND') });
    await renderEditPage();

    const alert = (await screen.findByText('This player does not exist.')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Not found');
    expect(within(alert).getByRole('button', { name: 'Go back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('player form: saved without a connection', () => {
  it('says at once that nothing was saved, sends nothing and keeps the edits', async () => {
    const api = fakeApi({ 'GET /api/clubs': ok(clubs), 'GET /api/players/p-1': ok(aPlayer()) });
    const { user } = await renderEditPage();
    const firstName = await screen.findByDisplayValue('Mira');
    await user.clear(firstName);
    await user.type(firstName, 'Mia');

    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await user.click(screen.getByTestId('player-save'));
      expect(await screen.findByTestId('player-form-error')).toHaveTextContent(
        'You are offline. Nothing was saved — try again when you have a connection.',
      );
    } finally {
      Reflect.deleteProperty(window.navigator, 'onLine');
    }
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(screen.getByDisplayValue('Mia')).toBeInTheDocument();
    expect(screen.getByTestId('player-save')).toBeEnabled();
  });
});
