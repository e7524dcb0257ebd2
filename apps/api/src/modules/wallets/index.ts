// What the wiring and other modules may use of wallets: the feature, and the wallets table
// (every website has one; the websites module makes and removes it with the website).
export { wallets } from './wallets.table.js';
export { walletsFeature } from './wallets.feature.js';
// The monthly run itself, for bench/invoices.
export { generateInvoices, monthBounds } from './invoice-generation.js';
