/** The public face of features/suppliers: its declaration (suppliers.feature.ts), and what other features may use of it. */
export { suppliersFeature } from './suppliers.feature';
