import { it, expect } from 'vitest';
import type { EngineContext } from './engines.js';

/**
 * The last test of an adversarial suite: however hostile the requests before
 * it, none was answered with a 5xx. Also prints how many requests the suite
 * sent, for the security notes.
 */
export function itAnsweredEveryRequestWithoutA5xx(ctx: EngineContext, suite: string): void {
  it('answered every request of this suite without a 5xx', () => {
    const { total, serverErrors } = ctx.responses();
    console.info(`[security] ${suite} [${ctx.engine}]: ${total} requests, ${serverErrors.length} answered 5xx`);
    expect(total).toBeGreaterThan(0);
    expect(serverErrors).toEqual([]);
  });
}
