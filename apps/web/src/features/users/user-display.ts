import { formatDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

/** 'YYYY-MM-DD hh:mm A' of the last sign-in, '-' for a user who never signed in. */
export function lastLoginText(lastLogin: string | null): string {
  return formatDateTime(lastLogin) || t('common.noValue');
}

/** The user screen. */
export function userPath(id: number): string {
  return `/users/${id}`;
}

/** The wallets screen filtered to the user's account (route 'wallets', query account). */
export function userWalletsPath(id: number): string {
  return `/wallets?account=${id}`;
}
