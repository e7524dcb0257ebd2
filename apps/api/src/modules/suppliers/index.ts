// What other modules may use of demand sources: the tables (data items name one) and the
// repository's checks (a data item's source exists and has an advertiser id).
export { suppliers, supplierShares, ads } from './suppliers.table.js';
export { suppliersRepo } from './suppliers.repo.js';
export { suppliersFeature } from './suppliers.feature.js';
