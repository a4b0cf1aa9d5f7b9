// The test steps that drive real programs from Debian (chromium for e2e and
// Lighthouse, caddy as Lighthouse's HTTPS front) install them when they can
// (root with apt), otherwise fail with a message naming the package. Never skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `binary` exists, installing Debian's `pkg` if it does not.
 * `purpose` ends the error message: what does not run without it.
 */
export function ensureDebianPackage({ pkg, binary, purpose }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`${binary} not found. Install Debian's package: sudo apt-get install -y ${pkg}. ${purpose}`);
    process.exit(1);
  }
  console.log(`Installing Debian package ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  if (!existsSync(binary)) {
    console.error(`apt-get installed ${pkg} but ${binary} is still missing.`);
    process.exit(1);
  }
}
