import type { BodyOf, QueryOf, Tag, tagEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { websiteForWrite, websiteScope } from '../assignments/index.js';
import { tagsRepo, toTag } from './tags.repo.js';

type Input = BodyOf<typeof tagEndpoints.create>;
type Patch = BodyOf<typeof tagEndpoints.update>;
type ListQuery = QueryOf<typeof tagEndpoints.list>;

const toValues = (b: Patch) => ({ name: b.name, code: b.code, websiteId: b.website_id, status: b.status });

/** The rules of tags: they follow their website's scope, and a write names a website the caller sees. */
export function tagsService(db: Db) {
  const repo = tagsRepo(db);
  const found = async (auth: AuthContext, id: number) => {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };
  return {
    list: (auth: AuthContext, q: ListQuery, window: PageWindow) =>
      repo.list({ scope: websiteScope(auth), website: q.website, status: q.status, search: q.search }, window),
    get: async (auth: AuthContext, id: number): Promise<Tag> => toTag(await found(auth, id)),
    async create(auth: AuthContext, b: Input): Promise<Tag> {
      await websiteForWrite(db, auth, b.website_id);
      return toTag(await repo.insert({ name: b.name, code: b.code, websiteId: b.website_id, status: b.status }));
    },
    async update(auth: AuthContext, id: number, b: Patch): Promise<Tag> {
      const current = await found(auth, id);
      if (b.website_id !== undefined) await websiteForWrite(db, auth, b.website_id);
      const values = toValues(b);
      if (!hasValues(values)) return toTag(current);
      return toTag(await repo.update(id, values));
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      await found(auth, id);
      await repo.remove(id);
    },
  };
}
