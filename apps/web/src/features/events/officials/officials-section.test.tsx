import { screen, waitFor, within } from '@testing-library/react';
import type { CupEvent, EventGame, EventOfficialList } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fixtureGame } from '../../../test/tournament-fixtures';
import OfficialsSection from './officials-section';

const event: CupEvent = {
  id: 'e1',
  version: 3,
  name: 'Hafenstadt Cup',
  dateFrom: '2031-08-02',
  dateTo: '2031-08-02',
  pitches: [
    { id: 'p1', name: 'Nordplatz' },
    { id: 'p2', name: 'Südplatz' },
  ],
  divisions: [],
  apartClubIds: [],
};
const eventGame = (id: string, pitch: number): EventGame => ({
  ...fixtureGame(id, { date: '2031-08-02', start: 540, end: 560, pitch }),
  tournamentId: 't1',
  pitchName: pitch === 1 ? 'Nordplatz' : 'Südplatz',
});
const games = [eventGame('g1', 1), eventGame('g2', 2)];
const officials = (gameIds: string[]): EventOfficialList => ({
  items: [{ userId: 'u5', name: 'Vera Volunteer', gameIds }],
});

describe('the event page’s officials', () => {
  it('invites by a link with its QR code, and asks before giving one official two games at once', async () => {
    const api = fakeApi({
      'GET /api/events/e1/officials': [ok(officials(['g1'])), ok(officials(['g1'])), ok(officials(['g1', 'g2']))],
      'POST /api/events/e1/invitations': {
        status: 201,
        body: { token: 'tok', url: 'https://cup.example/Invitation/tok', expiresAt: '2031-07-20T10:00:00.000Z' },
      },
      'PUT /api/games/g2/official': [
        {
          status: 409,
          body: {
            error: { code: 'OFFICIAL_NEEDS_CONFIRMATION', message: '…' },
            warnings: [{ code: 'OFFICIAL_BUSY', gameId: 'g1', of: 'g2' }],
          },
        },
        ok({ gameIds: ['g2'], userId: 'u5', warnings: [{ code: 'OFFICIAL_BUSY', gameId: 'g1', of: 'g2' }] }),
      ],
    });
    const { user } = await renderApp(<OfficialsSection event={event} games={games} />, { me: aMe({ level: 2 }) });
    expect(await screen.findByTestId('official')).toHaveTextContent('Vera Volunteer 1 game');

    await user.click(screen.getByRole('button', { name: 'Invite an official' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link for one person' })).toHaveValue(
      'https://cup.example/Invitation/tok',
    );
    expect(await screen.findByRole('img', { name: 'QR code of the invitation link' })).toBeInTheDocument();

    const selects = screen.getAllByTestId('game-official');
    expect(selects[0]).toHaveValue('u5');
    await user.selectOptions(selects[1]!, 'Vera Volunteer');
    const busy = await screen.findByTestId('official-busy');
    expect(busy).toHaveTextContent('Vera Volunteer already has a game at that time. Assign anyway?');
    await user.click(within(busy).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { userId: 'u5' },
        { userId: 'u5', confirm: true },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('official-busy')).not.toBeInTheDocument());
  });
});
