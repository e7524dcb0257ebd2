/** The public face of features/imports: its declaration (imports.feature.ts), and what other features may use of it. */
export { importsFeature } from './imports.feature';

/** What other features may use. */
export { ImportsPanel } from './ImportsPanel';
export { LastImport } from './LastImport';
