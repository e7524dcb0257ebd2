/** The public face of features/profile: its declaration (profile.feature.ts), and what other features may use of it. */
export { profileFeature } from './profile.feature';

/** What other features may use: the profile's reads, writes and forms (the user screen edits another user's). */
export { useChangeEmail, useProfile, useUpdateProfile, useUploadProfileImage, useUser } from './profile.api';
export { useAccountChange } from './use-account-change';
export { BankInfoTab } from './BankInfoTab';
export { PasswordChangeForm } from './PasswordChangeForm';
export { ProfileInfoForm } from './ProfileInfoForm';
