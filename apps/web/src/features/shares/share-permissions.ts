import type { ShareType } from '@pubdesk/contract';

/** The codenames that list, add and delete an entry of a share panel (docs/permissions.md). */
export interface EntryPermissions {
  view: string;
  add: string;
  delete: string;
}

/** PMP shares have their own (admins' by default); the platform and network shares share one set. */
export const sharePermissions: Record<ShareType, EntryPermissions> = {
  platform: { view: 'shares.view_share', add: 'shares.add_share', delete: 'shares.delete_share' },
  network: { view: 'shares.view_share', add: 'shares.add_share', delete: 'shares.delete_share' },
  pmp: { view: 'shares.view_pmpshare', add: 'shares.add_pmpshare', delete: 'shares.delete_pmpshare' },
};

export const fillRatePermissions: EntryPermissions = { view: 'shares.view_fillrate', add: 'shares.add_fillrate', delete: 'shares.delete_fillrate' };
