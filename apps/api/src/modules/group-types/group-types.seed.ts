import type { Db } from '../../db/client.js';
import { groupTypes } from './group-types.table.js';

/** The usual ad formats; the common ones are system defaults, visible to networks. */
export async function seedGroupTypes(db: Db): Promise<void> {
  await db.insert(groupTypes).values([
    { name: 'Medium Rectangle 300x250', code: 'mrec', systemDefault: true },
    { name: 'Leaderboard 728x90', code: 'leaderboard', systemDefault: true },
    { name: 'Mobile Banner 320x50', code: 'mobile-banner', systemDefault: true },
    { name: 'Sticky Footer', code: 'sticky-footer', systemDefault: true },
    { name: 'Video Outstream', code: 'outstream', systemDefault: true },
    { name: 'Native In-Feed', code: 'native', systemDefault: false },
    { name: 'Interstitial', code: 'interstitial', systemDefault: false, status: 'suspended' },
  ]);
}
