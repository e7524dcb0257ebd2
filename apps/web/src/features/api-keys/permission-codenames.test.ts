import { describe, expect, it } from 'vitest';
import { codenamesFromIds, idsFromCodenames } from './permission-codenames';
import { samplePermissions } from './api-keys.fixture';

describe('permission codenames and ids', () => {
  it('maps codenames to the picker ids and back', () => {
    const ids = idsFromCodenames(['demand.view_supplier', 'websites.view_website'], samplePermissions);
    expect(ids).toEqual(['1', '7']);
    expect(codenamesFromIds(ids, samplePermissions)).toEqual(['websites.view_website', 'demand.view_supplier']);
  });

  it('has no ids before the list loads, and none for an unknown codename', () => {
    expect(idsFromCodenames(['websites.view_website'], [])).toEqual([]);
    expect(idsFromCodenames(['gone.permission'], samplePermissions)).toEqual([]);
  });

  it('keeps a codename the picker cannot show when another is ticked', () => {
    expect(codenamesFromIds(['2'], samplePermissions, ['gone.permission', 'websites.view_website'])).toEqual([
      'gone.permission',
      'websites.change_website',
    ]);
  });

  it('empties when everything shown is cleared', () => {
    expect(codenamesFromIds([], samplePermissions, ['websites.view_website'])).toEqual([]);
  });
});
