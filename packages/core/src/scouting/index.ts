export * from './positions.js';
export * from './countries.js';
export * from './age.js';
