// What other modules may use of shares: inserting shares and fill rates (the website wizard).
export { sharesRepo } from './shares.repo.js';
export { sharesFeature } from './shares.feature.js';
