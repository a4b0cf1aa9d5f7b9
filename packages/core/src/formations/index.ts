export * from './presets.js';
export * from './kit-colours.js';
