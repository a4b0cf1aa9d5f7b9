import type { ErrorBody } from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../../test/engines.js';
import { SIGN_UP_LIMIT_PER_IP } from '../auth/auth.routes.js';

// Whose address the per-IP limits count (decision 049). The test server is
// reached from 127.0.0.1. Sign-ups with an empty body are refused with 400
// after the per-IP limit has counted them, so the limit is reached cheaply.
const signUpFrom = (ctx: EngineContext, forwardedFor: string) =>
  ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {}, { headers: { 'x-forwarded-for': forwardedFor } });

async function useUpTheLimit(ctx: EngineContext, forwardedFor: string) {
  for (let i = 0; i < SIGN_UP_LIMIT_PER_IP.max; i++) {
    expect((await signUpFrom(ctx, forwardedFor)).status).toBe(400);
  }
}

describeEachEngine('TRUST_PROXY unset: X-Forwarded-For is not believed', (ctx) => {
  it('counts requests naming different forwarded addresses in one bucket, the peer’s', async () => {
    await useUpTheLimit(ctx, '203.0.113.1');
    const other = await signUpFrom(ctx, '198.51.100.7');
    expect(other.status).toBe(429);
    expect(other.body.error.code).toBe('RATE_LIMITED');
    expect(ctx.config().trustProxy).toBe(false);
  });
});

describeEachEngine(
  'TRUST_PROXY=127.0.0.1: the proxy’s X-Forwarded-For names the client',
  (ctx) => {
    it('counts each forwarded client address in its own bucket', async () => {
      await useUpTheLimit(ctx, '203.0.113.1');
      expect((await signUpFrom(ctx, '203.0.113.1')).status).toBe(429);
      // Another client behind the same proxy is not held up.
      expect((await signUpFrom(ctx, '198.51.100.7')).status).toBe(400);
      // Nor is the proxy's own address.
      const direct = await ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {});
      expect(direct.status).toBe(400);
    });

    it('believes only the trusted hop: an address the client wrote before the proxy’s is not the one counted', async () => {
      // The client sends "X-Forwarded-For: 192.0.2.99"; a proxy appends the
      // address it saw. The rightmost untrusted address is the client's.
      for (let i = 0; i < SIGN_UP_LIMIT_PER_IP.max; i++) {
        expect((await signUpFrom(ctx, `192.0.2.${i}, 198.51.100.50`)).status).toBe(400);
      }
      expect((await signUpFrom(ctx, '192.0.2.200, 198.51.100.50')).status).toBe(429);
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' } },
);
