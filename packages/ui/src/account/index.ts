/**
 * The signed-in user's account, as the console's profile and user screens and the portal's profile
 * show it: names and contact details, picture, e-mail and password changes (the current password
 * asked), two-factor authentication, bank details; the forms, the tabs that load them, and their
 * reads and writes.
 */
export { ProfilePage } from './ProfilePage';
export { ImpersonationLock } from './ImpersonationLock';
export { ProfileInfoTab } from './ProfileInfoTab';
export { ProfileInfoForm } from './ProfileInfoForm';
export { ProfileAvatar } from './ProfileAvatar';
export { LoginInfoTab } from './LoginInfoTab';
export { EmailChangeForm } from './EmailChangeForm';
export { PasswordChangeForm } from './PasswordChangeForm';
export { TwoFactorCard } from './TwoFactorCard';
export { BankInfoTab } from './BankInfoTab';
export { BankInfoForm } from './BankInfoForm';
export {
  useBankAccount,
  useChangeEmail,
  useChangePassword,
  useProfile,
  useUpdateBankAccount,
  useUpdateProfile,
  useUploadProfileImage,
  useUser,
  type PasswordChanged,
} from './profile.api';
export { useAccountChange } from './use-account-change';
export {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorConfirm,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from './two-factor.api';
