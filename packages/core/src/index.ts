// Public API of @touchline/core. Each area re-exports its own public surface.
export * from './contracts/index.js';
export * from './access/index.js';
export * from './tournament/index.js';
export * from './scouting/index.js';
export * from './formations/index.js';
