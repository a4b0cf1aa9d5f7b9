import type { ErrorBody } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { browserSubscription } from '../../test/push-service.js';

/**
 * SSRF through Web Push (decision 051): the server POSTs to whatever endpoint
 * a subscription names, so with the default settings (no PUSH_ALLOW_LOOPBACK)
 * it refuses every endpoint that is not https or points at an address of the
 * IANA special-purpose registries (decision 362), before storing it.
 */
describeEachEngine('security: push endpoints cannot aim the server at its own network', (ctx) => {
  let user: HttpClient;

  beforeAll(async () => {
    user = ctx.client();
    expect((await user.signUp('Push Probe', 'push-probe@example.com')).status).toBe(200);
  });

  it.each([
    'http://10.0.0.1/push',
    'https://10.0.0.1/push',
    'https://localhost/push',
    'https://[::1]/push',
    'https://127.0.0.1:8443/push',
    'http://127.0.0.1:8080/push',
    'https://169.254.169.254/latest/meta-data',
    'https://2130706433/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://192.168.0.10/push',
    'https://api.localhost/push',
    // IPv4 loopback inside IPv6 (compatible, translated, NAT64, 6to4) and site-local (decision 362).
    'https://[::127.0.0.1]/push',
    'https://[::ffff:0:7f00:1]/push',
    'https://[64:ff9b:1::7f00:1]/push',
    'https://[2002:7f00:1::1]/push',
    'https://[fec0::1]/push',
    'https://192.0.2.1/push',
    'https://[2001:db8::1]/push',
  ])('refuses %s with 400 PUSH_ENDPOINT_REFUSED and stores nothing', async (endpoint) => {
    const res = await user.request<ErrorBody>('PUT', '/api/push/subscription', browserSubscription(endpoint).body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PUSH_ENDPOINT_REFUSED');
    const rows = await ctx.app().database.db.selectFrom('push_subscription').select('endpoint').execute();
    expect(rows).toEqual([]);
  });

  it('accepts an https endpoint on a public host name', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/probe';
    const res = await user.request('PUT', '/api/push/subscription', browserSubscription(endpoint).body);
    expect(res.status, res.text).toBe(204);
    const rows = await ctx.app().database.db.selectFrom('push_subscription').select('endpoint').execute();
    expect(rows).toEqual([{ endpoint }]);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'push endpoints');
});
