/** The public face of features/profile: its declaration. */
export { profileFeature } from './profile.feature';
