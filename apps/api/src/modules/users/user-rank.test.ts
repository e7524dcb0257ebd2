import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import type { HttpError } from '../../lib/http-errors.js';
import { assertHoldsAll, mayGiveRole, mayManageUser } from './user-rank.js';

const as = (id: number, role: Parameters<typeof mayManageUser>[0]['role']) => ({ id, role });

describe('mayManageUser', () => {
  it('lets everyone manage their own account', () => {
    expect(mayManageUser(as(1, 'ad_operation'), as(1, 'ad_operation'))).toBe(true);
    expect(mayManageUser(as(2, 'publisher'), as(2, 'publisher'))).toBe(true);
  });

  it('keeps admins to admins', () => {
    expect(mayManageUser(as(2, 'admin'), as(1, 'admin'))).toBe(true);
    for (const role of ['organization', 'developer', 'account_manager', 'ad_operation', 'network', 'publisher'] as const) {
      expect(mayManageUser(as(2, role), as(1, 'admin'))).toBe(false);
    }
  });

  it('lets staff manage only staff ranked below them', () => {
    expect(mayManageUser(as(2, 'organization'), as(3, 'developer'))).toBe(true);
    expect(mayManageUser(as(2, 'developer'), as(3, 'organization'))).toBe(false);
    expect(mayManageUser(as(2, 'organization'), as(3, 'organization'))).toBe(false);
    expect(mayManageUser(as(2, 'account_manager'), as(3, 'ad_operation'))).toBe(true);
    expect(mayManageUser(as(2, 'ad_operation'), as(3, 'account_manager'))).toBe(false);
  });

  it('leaves networks, publishers and sign-ups to permission and scope', () => {
    for (const role of ['network', 'publisher', 'pre_activation'] as const) {
      expect(mayManageUser(as(2, 'ad_operation'), as(3, role))).toBe(true);
    }
  });
});

describe('mayGiveRole', () => {
  it('lets only admins give the admin role', () => {
    expect(mayGiveRole({ role: 'admin' }, 'admin')).toBe(true);
    expect(mayGiveRole({ role: 'organization' }, 'admin')).toBe(false);
  });

  it('lets staff give roles up to their own rank, never above', () => {
    expect(mayGiveRole({ role: 'organization' }, 'organization')).toBe(true);
    expect(mayGiveRole({ role: 'developer' }, 'organization')).toBe(false);
    expect(mayGiveRole({ role: 'developer' }, 'developer')).toBe(true);
    expect(mayGiveRole({ role: 'account_manager' }, 'developer')).toBe(false);
    expect(mayGiveRole({ role: 'ad_operation' }, 'publisher')).toBe(true);
  });
});

describe('assertHoldsAll', () => {
  const caller = (role: Role, held: Permission[], keyPermissions: Permission[] | null = null): AuthContext => ({
    user: { id: 1, username: 'u', first_name: '', last_name: '', email: 'u@example.test', role, is_verified: true, profile_image: null },
    actorId: null,
    apiKeyId: keyPermissions ? 1 : null,
    keyPermissions: keyPermissions ? new Set(keyPermissions) : null,
    can: (p) => held.includes(p) && (!keyPermissions || keyPermissions.includes(p)),
  });
  const refused = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return (error as HttpError).body;
    }
    return null;
  };

  it('passes a caller holding every permission, and refuses one lacking any (403 permissions_above_you)', () => {
    const org = caller('organization', ['users.view_user', 'users.change_user']);
    expect(refused(() => assertHoldsAll(org, ['users.view_user'], 'no'))).toBeNull();
    expect(refused(() => assertHoldsAll(org, ['users.view_user', 'access.change_permission'], 'no'))).toEqual({
      detail: 'no',
      code: 'permissions_above_you',
    });
  });

  it('counts an admin as holding every permission, within an API key’s list', () => {
    expect(refused(() => assertHoldsAll(caller('admin', []), ['access.change_permission'], 'no'))).toBeNull();
    expect(refused(() => assertHoldsAll(caller('admin', [], ['users.add_user']), ['access.change_permission'], 'no'))).toEqual({
      detail: 'no',
      code: 'permissions_above_you',
    });
  });
});
