import { describe, expect, it } from 'vitest';
import { mayGiveRole, mayManageUser } from './user-rank.js';

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
