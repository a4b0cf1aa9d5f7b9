export * from './levels.js';
