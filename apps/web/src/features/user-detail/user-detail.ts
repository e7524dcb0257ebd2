import { impersonableRoles, type PermissionRecord, type Role } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { formatDateTime } from '@pubdesk/ui/dates';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { groupByService } from '../access';

/** The header buttons of the user screen and whether each may be pressed. */
export interface HeaderButtons {
  /** Suspend an active user, activate a suspended one. */
  status: 'suspend' | 'activate';
  /** Verify an unverified profile, unverify a verified one. */
  verification: 'verify' | 'unverify';
  /** Nobody suspends, verifies or unverifies themselves (the server answers 400). */
  ownAccount: boolean;
  /** Only publishers, networks and pre_activation users can be impersonated. */
  impersonable: boolean;
}

export function isImpersonable(role: string): boolean {
  return (impersonableRoles as readonly string[]).includes(role);
}

export function headerButtons(
  user: { id: number; role: Role | string; is_active: boolean },
  verified: boolean,
  signedInId: number | null,
): HeaderButtons {
  return {
    status: user.is_active ? 'suspend' : 'activate',
    verification: verified ? 'unverify' : 'verify',
    ownAccount: user.id === signedInId,
    impersonable: isImpersonable(user.role),
  };
}

/** The client part of a log entry, in this order. */
const requestKeys = ['ip', 'platform', 'browser', 'device'] as const;

export interface LogPair {
  key: string;
  value: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return t('common.noValue');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A log's data split into the request part (ip, platform, browser, device) and the other pairs. */
export function logDataPairs(data: Record<string, unknown>): { request: LogPair[]; other: LogPair[] } {
  const request = requestKeys.filter((key) => key in data).map((key) => ({ key, value: show(data[key]) }));
  const other = Object.entries(data)
    .filter(([key]) => !(requestKeys as readonly string[]).includes(key))
    .map(([key, value]) => ({ key, value: show(value) }));
  return { request, other };
}

/** 'YYYY-MM-DD hh:mm A'. */
export function logDate(createdAt: string): string {
  return formatDateTime(createdAt);
}

/** The Additional tab's fields, read from profile.additional; '-' for what is missing. */
export const additionalFields = [
  { key: 'company_name', label: 'common.companyName' },
  { key: 'company_url', label: 'common.companyUrl' },
  { key: 'type_of_membership', label: 'users.detail.typeOfMembership' },
  { key: 'interested_in', label: 'users.detail.interestedIn' },
  { key: 'websites', label: 'websites.title' },
] as const;

/** A value of profile.additional as text: lists joined with ', ', '-' when missing or empty. */
export function additionalValue(additional: Record<string, unknown>, key: string): string {
  const value = additional[key];
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : t('common.noValue');
  return show(value);
}

/** A text field's value, or '-' when blank (the left card). */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : t('common.noValue');
}

/** Logs are 15 a page (docs/product-rules.md). */
export const logsPageSize = 15;

/** The offset of a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(page, 1) - 1) * limit;
}

/** Options of a searchable select grouped by service: `{group, items: [{value, label}]}`. */
export interface OptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Permissions as select options grouped by service (in the server's order), named 'name (codename)'. */
export function permissionOptions(permissions: readonly PermissionRecord[]): OptionGroup[] {
  return groupByService(permissions).map((group) => ({
    group: capitalizeUnderscored(group.service),
    items: group.permissions.map((permission) => ({ value: String(permission.id), label: `${permission.name} (${permission.codename})` })),
  }));
}
