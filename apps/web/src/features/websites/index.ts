/** The public face of features/websites: its declaration (websites.feature.ts), and what other features may use of it. */
export { websitesFeature } from './websites.feature';

export { websitePath } from './paths';
