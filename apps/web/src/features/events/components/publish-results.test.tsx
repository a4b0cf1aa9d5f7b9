import { screen } from '@testing-library/react';
import type { CupEvent } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { PublishResults } from './publish-results';

const event: CupEvent = {
  id: 'e1',
  version: 3,
  name: 'Hafenstadt Cup',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-02',
  pitches: [{ id: 'p1', name: 'Pitch 1' }],
  divisions: [],
  apartClubIds: [],
};

describe('PublishResults', () => {
  it("publishes with the event's version and shows the public link to copy", async () => {
    const api = fakeApi({
      'GET /api/events/e1/publication': ok({ published: false, token: null, version: 3 }),
      'PUT /api/events/e1/publication': ok({ published: true, token: 'AbCdEfGhIjKlMnOpQrStUv', version: 4 }),
    });
    const { user } = await renderApp(<PublishResults event={event} />, { me: aMe() });
    expect(await screen.findByText(/link answers “not found”/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    expect(await screen.findByTestId('public-link')).toHaveValue(
      `${window.location.origin}/Results/AbCdEfGhIjKlMnOpQrStUv`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ published: true, version: 3 });
  });

  it('shows a stale version as a translated refusal', async () => {
    fakeApi({
      'GET /api/events/e1/publication': ok({ published: false, token: null, version: 3 }),
      'PUT /api/events/e1/publication': apiError(409, 'CONFLICT'),
    });
    const { user } = await renderApp(<PublishResults event={event} />, { me: aMe() });
    await user.click(await screen.findByRole('switch', { name: 'Published' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This was changed in the meantime.');
  });
});
