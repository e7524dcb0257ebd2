/** The public face of features/security-settings: its declaration (security-settings.feature.ts). */
export { securitySettingsFeature } from './security-settings.feature';
