// The Node versions Touchline runs on (decision 018). This module imports
// nothing, so the entry can check the runtime before anything loads
// better-sqlite3, which is Node-API 22+ and segfaults on Node 20.

/** Oldest supported Node: better-sqlite3 13 needs 22, vitest 5 needs 22.12. Keep in step with `engines`. */
export const MINIMUM_NODE = '22.12.0';
/** The runtime Touchline is built, tested and run on (the lockfile pins its exact build). */
export const RECOMMENDED_NODE = '24 LTS';

/**
 * The refusal to print when `version` (like `process.versions.node`, with or
 * without a leading `v`) is older than MINIMUM_NODE, or null when it runs.
 */
export function unsupportedNodeMessage(version: string): string | null {
  const found = parse(version);
  const minimum = parse(MINIMUM_NODE);
  if (!minimum) throw new Error(`bad MINIMUM_NODE ${MINIMUM_NODE}`);
  if (found && compare(found, minimum) >= 0) return null;
  return (
    `Touchline needs Node ${MINIMUM_NODE} or newer (Node ${RECOMMENDED_NODE} recommended); this is Node ${version}. ` +
    'Start it with `npm start`, which uses the Node that `npm ci` installs for the project, or install Node 24.'
  );
}

function parse(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
