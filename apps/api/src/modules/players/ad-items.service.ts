import { messages, type AdScript, type AdTag, type BodyOf, type adScriptEndpoints, type adTagEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { websiteForWrite, websiteScope } from '../assignments/index.js';
import { adItemsRepo, toAdScript, toAdTag } from './ad-items.repo.js';
import { withoutItem } from './part-rules.js';
import { playersRepo } from './players.repo.js';

type TagInput = BodyOf<typeof adTagEndpoints.create>;
type TagPatch = BodyOf<typeof adTagEndpoints.update> & { website_id?: number };
type ScriptInput = BodyOf<typeof adScriptEndpoints.create>;
type ScriptPatch = BodyOf<typeof adScriptEndpoints.update> & { website_id?: number };
/** An ad tag or script stays with its website (its players' schedules name it); a PUT names the same one. */
const stays = () => fieldError('website_id', messages.api.staysOnWebsite);

interface ListQuery {
  website?: number;
  search?: string;
}

/**
 * A website's ad tags and ad scripts. They follow their website's scope; a change reaches every
 * player of the website (their configs go stale), and a deleted one leaves the schedules that
 * named it in the same transaction.
 */
export function adItemsService(db: Db) {
  const repo = adItemsRepo(db);

  /** Runs a write and marks the website's players stale, in one transaction. */
  const forWebsite = <T>(websiteId: number, work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      await playersRepo(tx).markStale({ websiteId });
      return result;
    });
  /** Drops a deleted tag or script from the website's schedules, then deletes it. */
  const removeFromSchedules = async (tx: Db, websiteId: number, kind: 'tag' | 'script', id: number) => {
    const players = playersRepo(tx);
    for (const schedule of await players.schedulesOfWebsite(websiteId)) {
      const next = withoutItem(schedule.data, kind, id);
      if (next) await players.updatePart(schedule.id, next);
    }
  };

  const tags = {
    list: (auth: AuthContext, q: ListQuery, window: PageWindow) =>
      repo.tags.list({ scope: websiteScope(auth), website: q.website, search: q.search }, window),
    async found(auth: AuthContext, id: number) {
      const row = await repo.tags.find(id, websiteScope(auth));
      if (!row) throw notFound();
      return row;
    },
    get: async (auth: AuthContext, id: number): Promise<AdTag> => toAdTag(await tags.found(auth, id)),
    async create(auth: AuthContext, b: TagInput): Promise<AdTag> {
      await websiteForWrite(db, auth, b.website_id);
      return toAdTag(
        await forWebsite(b.website_id, (tx) => adItemsRepo(tx).tags.insert({ name: b.name, url: b.url, websiteId: b.website_id })),
      );
    },
    async update(auth: AuthContext, id: number, b: TagPatch): Promise<AdTag> {
      const current = await tags.found(auth, id);
      if (b.website_id !== undefined && b.website_id !== current.websiteId) throw stays();
      const values = { name: b.name, url: b.url };
      if (!hasValues(values)) return toAdTag(current);
      return toAdTag(await forWebsite(current.websiteId, (tx) => adItemsRepo(tx).tags.update(id, values)));
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      const current = await tags.found(auth, id);
      await forWebsite(current.websiteId, async (tx) => {
        await removeFromSchedules(tx, current.websiteId, 'tag', id);
        await adItemsRepo(tx).tags.remove(id);
      });
    },
  };

  const scripts = {
    list: (auth: AuthContext, q: ListQuery, window: PageWindow) =>
      repo.scripts.list({ scope: websiteScope(auth), website: q.website, search: q.search }, window),
    async found(auth: AuthContext, id: number) {
      const row = await repo.scripts.find(id, websiteScope(auth));
      if (!row) throw notFound();
      return row;
    },
    get: async (auth: AuthContext, id: number): Promise<AdScript> => toAdScript(await scripts.found(auth, id)),
    async create(auth: AuthContext, b: ScriptInput): Promise<AdScript> {
      await websiteForWrite(db, auth, b.website_id);
      const values = { adId: b.ad_id, adWidth: b.ad_width, adHeight: b.ad_height, divId: b.div_id, websiteId: b.website_id };
      return toAdScript(await forWebsite(b.website_id, (tx) => adItemsRepo(tx).scripts.insert(values)));
    },
    async update(auth: AuthContext, id: number, b: ScriptPatch): Promise<AdScript> {
      const current = await scripts.found(auth, id);
      if (b.website_id !== undefined && b.website_id !== current.websiteId) throw stays();
      const values = { adId: b.ad_id, adWidth: b.ad_width, adHeight: b.ad_height, divId: b.div_id };
      if (!hasValues(values)) return toAdScript(current);
      return toAdScript(await forWebsite(current.websiteId, (tx) => adItemsRepo(tx).scripts.update(id, values)));
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      const current = await scripts.found(auth, id);
      await forWebsite(current.websiteId, async (tx) => {
        await removeFromSchedules(tx, current.websiteId, 'script', id);
        await adItemsRepo(tx).scripts.remove(id);
      });
    },
  };

  return { tags, scripts };
}
