/** The public face of features/websites: its declaration and the address of a website's page. */
export { websitesFeature } from './websites.feature';
export { websitePath } from './paths';
