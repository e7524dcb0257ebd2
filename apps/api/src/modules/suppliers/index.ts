// What other modules may use of demand sources: the tables (data items name one).
export { suppliers, supplierShares, ads } from './suppliers.table.js';
