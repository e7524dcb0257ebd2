// What the wiring uses of ads.txt: the feature (routes and jobs). The table comes first: it
// references websites while the modules load.
export { adsTxtChecks } from './ads-txt.table.js';
export { adsTxtFeature } from './ads-txt.feature.js';
