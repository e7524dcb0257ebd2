import type { Assignment } from '@pubdesk/contract';
import { person } from '../../test/fixtures';

/** Records shared by this feature's tests. */

/** What admins, organizations and developers hold by default. */
export const assignmentWriter = ['access.view_assignment', 'access.add_assignment', 'access.change_assignment', 'access.delete_assignment'];

export const amelia = person(3, 'account_manager1', 'Amelia', 'Moreau', 'account_manager');
export const northwind = person(5, 'network1', 'Northwind', 'Media', 'network');

/** Amelia (account manager 3) with Northwind (network 5), no one else: the body of that create. */
export const ameliaWithNorthwind = {
  organization: null,
  ad_operation: null,
  account_manager: 3,
  network: 5,
  publisher: null,
  website: null,
};

/** Northwind added on Amelia's own tab: she goes as `manager`, and her own field is left to the server. */
export const northwindUnderAmelia = { organization: null, ad_operation: null, network: 5, publisher: null, website: null, manager: 3 };

/** Amelia's assignment with Northwind as the list answers it (names and all), on `website` when given. */
export function ameliaAssignment(id: number, website: { id: number; name: string } | null = null): Assignment {
  return {
    id,
    ...ameliaWithNorthwind,
    website: website?.id ?? null,
    names: {
      organization: null,
      ad_operation: null,
      account_manager: 'Amelia Moreau',
      network: 'Northwind Media',
      publisher: null,
      website: website?.name ?? null,
    },
    created_at: '2025-01-01T00:00:00Z',
  };
}
