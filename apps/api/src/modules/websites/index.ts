// What other modules may use of websites: the records (tables and repo). Their row scope is in
// modules/assignments; their endpoints, wizard and demo data in modules/website-admin.
export { toWebsite, websiteOrderFields, websitesRepo, type NewWebsite, type WebsiteValues } from './websites.repo.js';
export { websites, type WebsiteRow } from './websites.table.js';
export { wallets } from './wallets.table.js';
