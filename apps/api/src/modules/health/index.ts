// What the wiring and other modules may use of health.
export { healthFeature } from './health.feature.js';
