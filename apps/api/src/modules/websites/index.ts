// What other modules may use of websites: the row scope that everything on a website follows.
export { websiteScope, websiteInScope, websiteForWrite } from './websites.scope.js';
export { websites } from './websites.table.js';
