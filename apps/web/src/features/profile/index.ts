/**
 * The public face of features/profile: its declaration (profile.feature.ts). Its forms, reads and
 * writes are `@pubdesk/ui/account` (the user screen and the portal's profile use them too).
 */
export { profileFeature } from './profile.feature';
