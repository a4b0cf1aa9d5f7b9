#!/usr/bin/env node
// E2E tests need Debian's `chromium` (Playwright must never download a browser here).
import { execFileSync } from 'node:child_process';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

ensureDebianPackage({
  pkg: 'chromium',
  binary: CHROMIUM_PATH,
  purpose: 'The e2e tests do not run without it (or set CHROMIUM_PATH).',
});
console.log(`Chromium: ${execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim()}`);
