export * from './errors.js';
export * from './locale.js';
export * from './me.js';
export * from './health.js';
export * from './users.js';
export * from './clubs.js';
export * from './players.js';
export * from './ratings.js';
