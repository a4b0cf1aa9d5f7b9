import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/api';
import { aMe } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { CalendarDialog } from './calendar-dialog';
import { teamCalendarFeed } from './calendar-feed';

const path = '/api/tournaments/t1/teams/team1/calendar-feed';

describe('CalendarDialog', () => {
  it('makes the link once, as webcal and https, and revokes it', async () => {
    const api = fakeApi({
      [`GET ${path}`]: ok({ createdAt: null }),
      [`POST ${path}`]: {
        status: 201,
        body: { token: 'tok', path: '/api/public/calendar/tok/games.ics', createdAt: '2026-11-28T10:00:00.000Z' },
      },
      [`DELETE ${path}`]: { status: 204 },
    });
    const { user } = await renderApp(
      <CalendarDialog
        opened
        onClose={() => undefined}
        target={teamCalendarFeed('t1', 'team1')}
        title="Calendar of FC Nord"
        intro="The games of FC Nord."
      />,
      { me: aMe() },
    );
    await user.click(await screen.findByRole('button', { name: 'Make calendar link' }));
    const https = `${window.location.origin}/api/public/calendar/tok/games.ics`;
    expect(await screen.findByRole('textbox', { name: 'Feed address' })).toHaveValue(https);
    expect(screen.getByRole('link', { name: 'Subscribe (webcal)' })).toHaveAttribute(
      'href',
      https.replace(/^https?:/, 'webcal:'),
    );
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('The link was revoked.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'DELETE']);
  });
});
