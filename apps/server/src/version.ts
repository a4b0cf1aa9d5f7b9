import { readFileSync } from 'node:fs';

// Read once at start-up; the server package version is the product version.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export const VERSION: string = pkg.version;
