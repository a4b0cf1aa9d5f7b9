export * from './positions.js';
export * from './countries.js';
export * from './age.js';
export * from './skills.js';
export * from './duplicates.js';
export * from './plan.js';
