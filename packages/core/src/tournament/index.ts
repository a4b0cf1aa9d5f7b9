// Public API of the tournament engine. Pure functions over plain JSON data.
export * from './standings.js';
export * from './fair-play.js';
export * from './separation.js';
export * from './dates.js';
export * from './random.js';
export * from './formats.js';
export * from './advancement.js';
export * from './bracket.js';
export * from './knockout.js';
export * from './group-stage.js';
export * from './apply-group-results.js';
export * from './settings.js';
export * from './schedule.js';
export * from './workload.js';
export * from './validation.js';
export * from './regenerate.js';
export * from './placement.js';
