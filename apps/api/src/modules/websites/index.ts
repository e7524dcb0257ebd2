// What other modules may use of websites: the records (tables and repo), the ports its
// administration is handed (modules implement them; features.ts wires them), and the feature.
// The table comes first: other modules' tables reference it while the modules load.
export { websites, type WebsiteRow } from './websites.table.js';
export { toWebsite, websiteOrderFields, websitesRepo, type NewWebsite, type WebsiteValues } from './websites.repo.js';
export type { WebsitesPorts } from './websites.ports.js';
export { websitesFeature } from './websites.feature.js';
