// What other modules may use of websites: the row scope that everything on a website follows,
// and finding one (an assignment names a website).
export { websiteScope, websiteInScope, websiteForWrite } from './websites.scope.js';
export { websitesRepo } from './websites.repo.js';
export { websites } from './websites.table.js';
export { websitesFeature } from './websites.feature.js';
