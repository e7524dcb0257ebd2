import { credentialsMask, type ExternalApi } from '@pubdesk/contract';

/** Records shared by this feature's tests. */

/** An AniView API as the server answers it once its credentials are stored: the code is the mask. */
export const storedApi: ExternalApi = {
  id: 4,
  type: 'aniview',
  name: 'AniView main',
  shortname: 'aniview-main',
  code: credentialsMask,
  priority: 2,
  status: 'active',
  accountEmail: 'reports@example.com',
  last_import: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
