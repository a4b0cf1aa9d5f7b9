import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { TournamentHubPage } from './tournament-hub-page';

const route = { path: '/Tournament', url: '/Tournament' };
const mine = '/api/me/calendar-feed';

describe("the hub's calendar of followed tournaments (decision 463)", () => {
  it('makes the link of the tournaments I follow once, shows it as webcal and https, and revokes it', async () => {
    const api = fakeApi({
      'GET /api/tournaments': ok({ items: [], total: 0 }),
      'GET /api/events/list': ok({ items: [] }),
      [`GET ${mine}`]: ok({ createdAt: '2026-11-01T10:00:00.000Z' }),
      [`POST ${mine}`]: {
        status: 201,
        body: { token: 'tok', path: '/api/public/calendar/tok/followed.ics', createdAt: '2026-11-28T10:00:00.000Z' },
      },
      [`DELETE ${mine}`]: { status: 204 },
    });
    const { user } = await renderApp(<TournamentHubPage />, { me: aMe({ id: 'u5', level: 5 }), route });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to the tournaments I follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar of the tournaments I follow' });
    // A link made before is not shown again: only when it was made.
    expect(await within(dialog).findByText(/You made a link on/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const https = `${window.location.origin}/api/public/calendar/tok/followed.ics`;
    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(https);
    expect(within(dialog).getByRole('link', { name: 'Subscribe (webcal)' })).toHaveAttribute(
      'href',
      https.replace(/^https?:/, 'webcal:'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('The link was revoked.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === mine).map((r) => r.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('is not offered signed out', async () => {
    fakeApi({
      'GET /api/tournaments': ok({ items: [], total: 0 }),
      'GET /api/events/list': ok({ items: [] }),
    });
    await renderApp(<TournamentHubPage />, { route });
    expect(await screen.findByTestId('hub-sign-in')).toBeInTheDocument();
    expect(screen.queryByTestId('subscribe-followed')).not.toBeInTheDocument();
  });
});
