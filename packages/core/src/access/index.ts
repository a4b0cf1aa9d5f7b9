export * from './levels.js';
export * from './capabilities.js';
export * from './policy.js';
export * from './level-change.js';
export * from './routes.js';
export * from './menus.js';
export * from './player-list.js';
