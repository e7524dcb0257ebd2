// What the wiring may use of wallets: the feature.
export { walletsFeature } from './wallets.feature.js';
// The monthly run itself, for bench/invoices.
export { generateInvoices, monthBounds } from './invoice-generation.js';
