// What other modules may use of websites: the row scope that everything on a website follows,
// finding and writing one (an assignment names a website; the wizard writes one with the same
// rules as the website endpoints), and the tables.
export { websiteScope, websiteInScope, websiteForWrite } from './websites.scope.js';
export { toWebsite, websitesRepo, type NewWebsite } from './websites.repo.js';
export { assignmentFor, toValues } from './websites.service.js';
export { websites } from './websites.table.js';
export { wallets } from './wallets.table.js';
export { websitesFeature } from './websites.feature.js';
