import type { Db } from '../../db/client.js';
import { players } from './players.table.js';

export interface PlayerSummary {
  id: number;
  name: string;
  website_id: number;
  status: string;
}

export function playersRepo(db: Db) {
  return {
    async insert(values: Array<{ name: string; websiteId: number }>): Promise<PlayerSummary[]> {
      if (values.length === 0) return [];
      const rows = await db.insert(players).values(values).returning();
      return rows.map((r) => ({ id: r.id, name: r.name, website_id: r.websiteId, status: r.status }));
    },
  };
}
