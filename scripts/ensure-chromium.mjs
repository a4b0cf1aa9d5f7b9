#!/usr/bin/env node
// E2E tests need Debian's `chromium` (Playwright must never download a
// browser here). Install it when we can (root with apt); otherwise fail with
// a message that names the package. Never skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH). The e2e tests do not run without it.',
    );
    process.exit(1);
  }
  console.log('Installing Debian package chromium for the e2e tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim()}`);
