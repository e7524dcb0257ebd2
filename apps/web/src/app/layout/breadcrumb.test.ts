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
  });
});
