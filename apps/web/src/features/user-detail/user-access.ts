import { useAuth, useMyPermissions } from '@pubdesk/ui/auth';

/** What the signed-in user may see and do on one user's screen. */
export interface UserScreenAccess {
  /** Suspend / Activate (disabled on your own account). */
  changeStatus: boolean;
  /** Verify / Unverify (disabled on your own account). */
  changeVerification: boolean;
  /** The permission groups: someone else's only (the server refuses your own). */
  changeGroups: boolean;
  /** User info and the picture. */
  changeProfile: boolean;
  impersonate: boolean;
  /** The Login Info tab: e-mail and password. */
  loginTab: boolean;
  /** Reset 2FA: someone else's only (your own is turned off from your profile). */
  resetTwoFactor: boolean;
  bankTab: boolean;
  changeBank: boolean;
  permissionsTab: boolean;
  addException: boolean;
  deleteException: boolean;
  assignmentsTab: boolean;
  apiKeysTab: boolean;
  logsTab: boolean;
}

/**
 * The server's rules (docs/permissions.md): everyone reads and changes their own profile, bank
 * account, e-mail and password; someone else's need the matching permission.
 */
export function userScreenAccess(permissions: readonly string[], own: boolean): UserScreenAccess {
  const can = (codename: string) => permissions.includes(codename);
  return {
    changeStatus: can('users.change_user'),
    changeVerification: can('users.change_profile'),
    changeGroups: !own && can('users.change_profile'),
    changeProfile: own || can('users.change_profile'),
    impersonate: can('auth.impersonate_user'),
    loginTab: own || can('users.change_user'),
    resetTwoFactor: !own && can('users.change_user'),
    bankTab: own || can('users.view_bankaccount'),
    changeBank: own || can('users.change_bankaccount'),
    permissionsTab: can('access.view_exception'),
    addException: can('access.add_exception'),
    deleteException: can('access.delete_exception'),
    assignmentsTab: can('access.view_assignment'),
    apiKeysTab: can('access.view_apikey'),
    logsTab: can('access.view_log'),
  };
}

/** `userScreenAccess` for the signed-in user on the screen of `userId`. */
export function useUserScreenAccess(userId: number): UserScreenAccess {
  const own = useAuth().user?.id === userId;
  const permissions = useMyPermissions().data?.permissions ?? [];
  return userScreenAccess(permissions, own);
}
