/** The public face of features/ads-txt: its declaration. */
export { adsTxtFeature } from './ads-txt.feature';
