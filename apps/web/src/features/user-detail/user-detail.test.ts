import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@pubdesk/contract';
import { additionalValue, headerButtons, isImpersonable, logDataPairs, orDash, pageOffset, permissionOptions } from './user-detail';

describe('headerButtons', () => {
  const publisher = { id: 7, role: 'publisher', is_active: true };

  it('offers Suspend for an active user and Activate for a suspended one', () => {
    expect(headerButtons(publisher, false, 1).status).toBe('suspend');
    expect(headerButtons({ ...publisher, is_active: false }, false, 1).status).toBe('activate');
  });

  it('offers Verify for an unverified profile and Unverify for a verified one', () => {
    expect(headerButtons(publisher, false, 1).verification).toBe('verify');
    expect(headerButtons(publisher, true, 1).verification).toBe('unverify');
  });

  it('marks your own account, whose status and verification you cannot change', () => {
    expect(headerButtons(publisher, false, 7).ownAccount).toBe(true);
    expect(headerButtons(publisher, false, 1).ownAccount).toBe(false);
    expect(headerButtons(publisher, false, null).ownAccount).toBe(false);
  });

  it('allows impersonation of publishers, networks and pre_activation users only', () => {
    for (const role of ['publisher', 'network', 'pre_activation']) expect(isImpersonable(role)).toBe(true);
    for (const role of ['admin', 'organization', 'developer', 'account_manager', 'ad_operation']) expect(isImpersonable(role)).toBe(false);
    expect(headerButtons({ ...publisher, role: 'admin' }, false, 1).impersonable).toBe(false);
  });
});

describe('logDataPairs', () => {
  it('puts ip, platform, browser and device first and keeps the other pairs apart', () => {
    const pairs = logDataPairs({
      method: 'PATCH',
      device: 'Desktop',
      ip: '10.0.0.1',
      browser: 'Chrome 120',
      platform: 'Linux',
      path: '/api/users/7/',
      status: 200,
      id: 7,
    });
    expect(pairs.request).toEqual([
      { key: 'ip', value: '10.0.0.1' },
      { key: 'platform', value: 'Linux' },
      { key: 'browser', value: 'Chrome 120' },
      { key: 'device', value: 'Desktop' },
    ]);
    expect(pairs.other).toEqual([
      { key: 'method', value: 'PATCH' },
      { key: 'path', value: '/api/users/7/' },
      { key: 'status', value: '200' },
      { key: 'id', value: '7' },
    ]);
  });

  it("shows '-' for empty values and JSON for nested ones, and skips missing request keys", () => {
    const pairs = logDataPairs({ ip: null, extra: { a: 1 } });
    expect(pairs.request).toEqual([{ key: 'ip', value: '-' }]);
    expect(pairs.other).toEqual([{ key: 'extra', value: '{"a":1}' }]);
  });
});

describe('additional fields and the card', () => {
  it("shows text, joins lists and falls back to '-'", () => {
    const additional = { company_name: 'Acme', websites: ['a.com', 'b.com'], interested_in: [], type_of_membership: '' };
    expect(additionalValue(additional, 'company_name')).toBe('Acme');
    expect(additionalValue(additional, 'websites')).toBe('a.com, b.com');
    expect(additionalValue(additional, 'interested_in')).toBe('-');
    expect(additionalValue(additional, 'type_of_membership')).toBe('-');
    expect(additionalValue(additional, 'company_url')).toBe('-');
  });

  it("shows '-' for a blank card line", () => {
    expect(orDash('  ')).toBe('-');
    expect(orDash('NL')).toBe('NL');
  });
});

describe('paging and permission options', () => {
  it('turns a page into an offset', () => {
    expect(pageOffset(1, 15)).toBe(0);
    expect(pageOffset(3, 15)).toBe(30);
  });

  it('groups permissions by service for the searchable select', () => {
    const permissions: PermissionRecord[] = [
      { id: 1, name: 'Can view website', codename: 'websites.view_website', service: 'websites' },
      { id: 2, name: 'Can view user', codename: 'users.view_user', service: 'users' },
      { id: 3, name: 'Can change website', codename: 'websites.change_website', service: 'websites' },
    ];
    expect(permissionOptions(permissions)).toEqual([
      {
        group: 'Websites',
        items: [
          { value: '1', label: 'Can view website (websites.view_website)' },
          { value: '3', label: 'Can change website (websites.change_website)' },
        ],
      },
      { group: 'Users', items: [{ value: '2', label: 'Can view user (users.view_user)' }] },
    ]);
  });
});
