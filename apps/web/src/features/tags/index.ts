/** The public face of features/tags: its declaration (tags.feature.ts), and what other features may use of it. */
export { tagsFeature } from './tags.feature';
