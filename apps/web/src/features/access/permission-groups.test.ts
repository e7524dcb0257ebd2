import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@pubdesk/contract';
import { filterGroups, groupByService, selectedCount, serviceSelection, togglePermission, toggleService } from './permission-groups';

const permissions: PermissionRecord[] = [
  { id: 1, name: 'Can view website', codename: 'websites.view_website', service: 'websites' },
  { id: 2, name: 'Can change website', codename: 'websites.change_website', service: 'websites' },
  { id: 7, name: 'Can view supplier', codename: 'demand.view_supplier', service: 'demand' },
  { id: 3, name: 'Can view tag', codename: 'websites.view_tag', service: 'websites' },
];

describe('permissions grouped by service', () => {
  it('groups by service in the order services first appear, keeping the server order inside', () => {
    const groups = groupByService(permissions);
    expect(groups.map((g) => g.service)).toEqual(['websites', 'demand']);
    expect(groups[0]?.permissions.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(groups[1]?.permissions.map((p) => p.id)).toEqual([7]);
    expect(groupByService([])).toEqual([]);
  });

  it('filters by every word in name, codename or service, dropping empty services', () => {
    const groups = groupByService(permissions);
    expect(filterGroups(groups, '')).toEqual(groups);
    expect(filterGroups(groups, '  ')).toEqual(groups);
    const view = filterGroups(groups, 'VIEW');
    expect(view.flatMap((g) => g.permissions.map((p) => p.id))).toEqual([1, 3, 7]);
    // 'website' also matches the service: every viewing permission of websites.
    expect(filterGroups(groups, 'view website').flatMap((g) => g.permissions.map((p) => p.id))).toEqual([1, 3]);
    expect(filterGroups(groups, 'view tag').flatMap((g) => g.permissions.map((p) => p.id))).toEqual([3]);
    expect(filterGroups(groups, 'demand')).toEqual([{ service: 'demand', permissions: [permissions[2]] }]);
    expect(filterGroups(groups, 'change_website').map((g) => g.permissions.map((p) => p.id))).toEqual([[2]]);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
  });
});

describe('selected permissions', () => {
  it('counts each id once, and only ids that exist once the list is loaded', () => {
    expect(selectedCount([])).toBe(0);
    expect(selectedCount(['1', '2', '2'])).toBe(2);
    expect(selectedCount(['1', '2', '99'], permissions)).toBe(2);
  });

  it('tells whether a service is all, partly or not selected', () => {
    const [websites] = groupByService(permissions);
    if (!websites) throw new Error('no websites');
    expect(serviceSelection(websites, new Set())).toBe('none');
    expect(serviceSelection(websites, new Set(['2', '7']))).toBe('some');
    expect(serviceSelection(websites, new Set(['1', '2', '3']))).toBe('all');
  });

  it('ticks or clears a whole service, keeping other selections', () => {
    const [websites] = groupByService(permissions);
    if (!websites) throw new Error('no websites');
    expect(toggleService(['7', '2'], websites, true)).toEqual(['7', '2', '1', '3']);
    expect(toggleService(['7', '2', '1'], websites, false)).toEqual(['7']);
  });

  it('ticks or clears one permission', () => {
    expect(togglePermission(['1'], '2', true)).toEqual(['1', '2']);
    expect(togglePermission(['1', '2'], '2', true)).toEqual(['1', '2']);
    expect(togglePermission(['1', '2'], '1', false)).toEqual(['2']);
  });
});
