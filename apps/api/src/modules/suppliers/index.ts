// What other modules may use of demand sources: the tables (data items name one), the
// repository's checks (a data item's source exists and has an advertiser id) and the ads.txt
// file's format (a website's ads.txt is written by the data items, which know its sources).
export { suppliers, supplierShares, ads } from './suppliers.table.js';
export { suppliersRepo } from './suppliers.repo.js';
export { adsTxtFile, type AdsTxtLine } from './ads-txt.js';
export { suppliersFeature } from './suppliers.feature.js';
