// The harness itself: providers, real English texts, the router and the fake API.
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { apiRequest, isApiError } from '../lib/api-client';
import { apiError, fakeApi, ok } from './api';
import { renderApp } from './render';

function Greeting() {
  const { t } = useTranslation('errors');
  return <p>{t('codes.CONFLICT')}</p>;
}

function PlayerName() {
  const { playerId } = getRouteApi('/player/$playerId').useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['player', playerId],
    queryFn: () => apiRequest<{ name: string }>(`/api/players/${playerId}`),
  });
  if (query.isError) return <p>{isApiError(query.error) ? query.error.code : 'unknown'}</p>;
  return (
    <>
      <p>{query.data?.name ?? '…'}</p>
      <Button onClick={() => void navigate({ to: '/players' })}>Back</Button>
    </>
  );
}

describe('renderApp', () => {
  it('renders with the real English texts', async () => {
    await renderApp(<Greeting />);
    expect(screen.getByText('This was changed in the meantime. Please reload and try again.')).toBeInTheDocument();
  });

  it('mounts the component as a route, answers its requests from the fake API and follows navigation', async () => {
    const api = fakeApi({ 'GET /api/players/7': ok({ name: 'Ada Kicker' }) });
    const { user, router } = await renderApp(<PlayerName />, {
      route: { path: '/player/$playerId', url: '/player/7' },
    });

    expect(await screen.findByText('Ada Kicker')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'GET', path: '/api/players/7', body: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/players');
    expect(router?.state.location.pathname).toBe('/players');
  });

  it('hands coded API errors to the component as ApiError', async () => {
    fakeApi({ 'GET /api/players/8': apiError(404, 'PLAYER_NOT_FOUND') });
    await renderApp(<PlayerName />, { route: { path: '/player/$playerId', url: '/player/8' } });
    expect(await screen.findByText('PLAYER_NOT_FOUND')).toBeInTheDocument();
  });
});
