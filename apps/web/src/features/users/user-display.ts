import type { User } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { formatDateTime } from '@pubdesk/ui/dates';
import { walletsPath } from '../wallets';

/** 'YYYY-MM-DD hh:mm A' of the last sign-in, '-' for a user who never signed in. */
export function lastLoginText(lastLogin: string | null): string {
  return formatDateTime(lastLogin) || t('common.noValue');
}

/** The user screen. */
export function userPath(id: number): string {
  return `/users/${id}`;
}

/** The Payments screen filtered to the user's account (route 'wallets', query account). */
export function userWalletsPath(id: number): string {
  return walletsPath(id);
}

/** Whose wallets the users list links to: networks' and publishers' (their websites' wallets). */
export function hasWallets(user: Pick<User, 'role'>): boolean {
  return user.role === 'network' || user.role === 'publisher';
}
