import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { assignments } from './assignments.table.js';

type Link = Partial<Record<'organization' | 'ad_operation' | 'account_manager' | 'network' | 'publisher', string>>;

/**
 * Staff look after networks (and one publisher directly); networks have their publishers. The
 * demo account manager and ad operation so see part of the network, not all of it.
 */
const demoLinks: Link[] = [
  { account_manager: 'account_manager1', network: 'network1' },
  { account_manager: 'account_manager1', publisher: 'publisher2' },
  { ad_operation: 'ad_operation1', network: 'network2' },
  { organization: 'organization1', network: 'network1' },
  { organization: 'organization1', network: 'network2' },
  { network: 'network1', publisher: 'publisher1' },
  { network: 'network1', publisher: 'publisher4' },
  { network: 'network2', publisher: 'publisher2' },
  { network: 'network2', publisher: 'publisher5' },
  { network: 'network3', publisher: 'publisher3' },
  { network: 'network3', publisher: 'publisher6' },
];

export async function seedDemoAssignments(db: Db): Promise<void> {
  const names = [...new Set(demoLinks.flatMap((l) => Object.values(l)))];
  const ids = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names))).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const id = (name: string | undefined) => (name ? (ids.get(name) ?? null) : null);
  const rows = demoLinks
    .map((l) => ({
      organizationId: id(l.organization),
      adOperationId: id(l.ad_operation),
      accountManagerId: id(l.account_manager),
      networkId: id(l.network),
      publisherId: id(l.publisher),
    }))
    .filter((r) => Object.values(r).filter((v) => v !== null).length >= 2);
  if (rows.length) await db.insert(assignments).values(rows);
}
