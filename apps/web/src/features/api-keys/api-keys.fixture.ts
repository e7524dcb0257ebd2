import type { ApiKey, PermissionRecord, User } from '@pubdesk/contract';
import { person } from '../../test/fixtures';

/** Records shared by this feature's tests. */
export const sampleKey: ApiKey = {
  id: 5,
  name: 'Reporting export',
  user: 12,
  user_first_name: 'Paula',
  user_last_name: 'Reyes',
  user_role: 'publisher',
  key: 'pdk_••••••••abcd',
  status: 'active',
  permissions: ['websites.view_website'],
  last_used_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

export const fullKey = `pdk_${'A'.repeat(39)}abcd`;

export const samplePermissions: PermissionRecord[] = [
  { id: 1, name: 'Can view website', codename: 'websites.view_website', service: 'websites' },
  { id: 2, name: 'Can change website', codename: 'websites.change_website', service: 'websites' },
  { id: 7, name: 'Can view supplier', codename: 'demand.view_supplier', service: 'demand' },
];

export const sampleUser: User = { ...person(12, 'publisher1', 'Paula', 'Reyes', 'publisher'), email: 'publisher1@pubdesk.local' };
