/** The public face of features/overview: its declaration. */
export { overviewFeature } from './overview.feature';
