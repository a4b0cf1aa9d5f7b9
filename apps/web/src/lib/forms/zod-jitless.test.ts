import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('puts zod in jitless mode, so it never probes eval against the CSP', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
