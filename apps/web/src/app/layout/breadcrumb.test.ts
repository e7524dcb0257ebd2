import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumb';

describe('breadcrumbs', () => {
  it('starts at Home', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it('names segments from the sidebar, or capitalizes them', () => {
    expect(breadcrumbs('/whitelabel/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Whitelabel', to: '/whitelabel' },
      { label: '3', to: '/whitelabel/3' },
    ]);
    expect(breadcrumbs('/groups_types').at(-1)?.label).toBe('Groups Types');
    expect(breadcrumbs('/placements_groups_data').at(-1)?.label).toBe('Placements groups data');
    expect(breadcrumbs('/videos/4')[1]).toEqual({ label: 'Content', to: '/videos' });
  });

  it("links the sections' crumbs to their pages, and leaves /shares (no page of its own) unlinked", () => {
    expect(breadcrumbs('/credentials/groups')[1]).toEqual({ label: 'Credentials', to: '/credentials' });
    expect(breadcrumbs('/settings/metrics/3')[1]).toEqual({ label: 'Settings', to: '/settings' });
    expect(breadcrumbs('/shares/platform')[1]).toEqual({ label: 'Shares', to: null });
  });
});
