import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupTypes } from '../group-types/index.js';
import { usersRepo } from '../users/index.js';
import type { WebsitesPorts } from './websites.ports.js';
import { websitesRepo } from './websites.repo.js';

const topics = [
  ['News', 'news'],
  ['Sports', 'sports'],
  ['Recipes', 'food'],
  ['Tech Review', 'technology'],
  ['Travel Guide', 'travel'],
  ['Money', 'finance'],
  ['Health', 'health'],
  ['Games', 'gaming'],
] as const;
const statuses = ['active', 'active', 'active', 'pending', 'suspended', 'active', 'draft', 'in-active'];

/**
 * Each demo publisher gets websites under its network: a few dozen in all, each with
 * placement groups of several formats, a tag, fill rates and a waterfall of shares.
 */
export async function seedDemoWebsites(db: Db, ports: Pick<WebsitesPorts, 'placementGroups' | 'shares' | 'tags'>): Promise<void> {
  const users = usersRepo(db);
  const formats = await db.select().from(groupTypes).where(eq(groupTypes.status, 'active')).orderBy(asc(groupTypes.id));
  const networks = ['network1', 'network2', 'network3'];
  const publishers = ['publisher1', 'publisher2', 'publisher3', 'publisher4', 'publisher5', 'publisher6'];
  let n = 0;
  for (const [p, publisherName] of publishers.entries()) {
    const publisher = await users.findByUsername(publisherName);
    const network = await users.findByUsername(networks[p % networks.length]!);
    const company = publisher ? `${publisher.firstName} ${publisher.lastName}` : publisherName;
    for (let w = 0; w < 5; w++, n++) {
      const [topic, category] = topics[(p * 5 + w) % topics.length]!;
      const slug = `${company.split(' ')[1]!.toLowerCase()}-${topic.toLowerCase().replace(/\s+/g, '')}`;
      const website = await websitesRepo(db).insert({
        name: `${company.split(' ')[1]} ${topic}`,
        url: `https://www.${slug}.example`,
        category,
        status: statuses[n % statuses.length]!,
        adType: w % 3 === 0 ? 'display_video' : 'display',
        networkId: network?.id ?? null,
        publisherId: publisher?.id ?? null,
        createdAt: new Date(Date.now() - (60 - n) * 86400000),
      });
      const used = formats.filter((_, i) => (i + w) % 2 === 0).slice(0, 3);
      await ports.placementGroups(db).insert(
        used.map((f, i) => ({
          name: `${topic} ${f.code} ${i + 1}`,
          groupId: f.id,
          websiteId: website.id,
          status: i === 2 ? 'suspended' : 'active',
        })),
      );
      const shares = ports.shares(db);
      await shares.insertFillRates(used.map((f, i) => ({ websiteId: website.id, groupId: f.id, rate: (70 + i * 7.5).toFixed(2) })));
      await shares.insertShares(
        used.flatMap((f) => [
          { type: 'platform' as const, websiteId: website.id, groupId: f.id, share: '80.00', networkId: null },
          { type: 'network' as const, websiteId: website.id, groupId: f.id, share: '75.00', networkId: network?.id ?? null },
          ...(w === 0 ? [{ type: 'pmp' as const, websiteId: website.id, groupId: f.id, share: '95.00', networkId: null }] : []),
        ]),
      );
      await ports.tags(db).insert({
        name: `${topic} header bidding`,
        code: `<script async src="https://cdn.${slug}.example/prebid.js"></script>`,
        websiteId: website.id,
        status: 'active',
      });
    }
  }
}
