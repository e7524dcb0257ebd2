/** The public face of features/user-detail: its declaration (user-detail.feature.ts), and what other features may use of it. */
export { userDetailFeature } from './user-detail.feature';
