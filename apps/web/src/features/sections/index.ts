/** The public face of features/sections: its declaration (sections.feature.ts), and what other features may use of it. */
export { sectionsFeature } from './sections.feature';
