import { isRedirect } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Me, RoutePattern } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { aMe } from '../../test/fixtures';
import type { RouterContext } from '../router-context';
import { meQueryKey } from './get-me';
import { guardRoute } from './guards';

const user = (level: number): Me => aMe({ level });

async function run(pattern: RoutePattern, me: Me | null, href = '/somewhere?x=1') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const context: RouterContext = { queryClient };
  const location = { href } as Parameters<ReturnType<typeof guardRoute>>[0]['location'];
  try {
    return { result: await guardRoute(pattern)({ context, location }) };
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return { redirect: thrown.options };
  }
}

describe('guardRoute', () => {
  it('sends a signed-out visitor of a login route to /login with the original path', async () => {
    const { redirect } = await run('/account', null, '/account');
    expect(redirect).toMatchObject({ to: '/login', search: { redirect: '/account' } });
  });

  it('lets any signed-in user through a login route', async () => {
    const { result } = await run('/account', user(5));
    expect(result?.me?.level).toBe(5);
  });

  it('sends a level too high to /not-authorized', async () => {
    expect((await run('/ClubPlayers', user(3))).redirect).toMatchObject({ to: '/not-authorized' });
    expect((await run('/ClubPlayers', user(2))).result?.me?.level).toBe(2);
  });

  it('asks a signed-out visitor of a level route to log in first', async () => {
    expect((await run('/useroverview', null, '/useroverview')).redirect).toMatchObject({ to: '/login' });
  });

  it('lets everyone through a public route', async () => {
    expect((await run('/', null)).result).toEqual({ me: null });
  });
});
