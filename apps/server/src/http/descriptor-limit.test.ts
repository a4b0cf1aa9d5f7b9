import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { softDescriptorLimit } from './descriptor-limit.js';

describe('softDescriptorLimit', () => {
  it('reads the same soft limit the shell reports', () => {
    const shell = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    expect(softDescriptorLimit()).toBe(shell === 'unlimited' ? null : Number(shell));
  });
});
