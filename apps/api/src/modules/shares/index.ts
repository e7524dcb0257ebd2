// What other modules may use of shares: inserting shares and fill rates (the website wizard), and the
// table, which the statistics read the shares in force from.
export { sharesRepo } from './shares.repo.js';
export { shares } from './shares.table.js';
export { sharesFeature } from './shares.feature.js';
