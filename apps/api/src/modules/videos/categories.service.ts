import { messages, type Category } from '@pubdesk/contract';
import { uniqueFields } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { toCategory } from './categories.repo.js';
import type { VideosDeps } from './videos.ports.js';

const nameTaken = uniqueFields({ player_categories_name_key: ['name', messages.api.categoryNameTaken] });

/** Video categories: names unique whatever their case. */
export function categoriesService({ categories: repo }: Pick<VideosDeps, 'categories'>) {
  const found = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  return {
    list: (search: string | undefined, window: PageWindow) => repo.list(search, window),
    get: async (id: number): Promise<Category> => toCategory(await found(id)),
    create: async (b: { name: string; status: 'active' | 'suspended' }): Promise<Category> =>
      toCategory(await repo.insert(b).catch(nameTaken)),
    async update(id: number, b: { name?: string; status?: 'active' | 'suspended' }): Promise<Category> {
      const current = await found(id);
      const values = { name: b.name, status: b.status };
      if (!hasValues(values)) return toCategory(current);
      return toCategory(await repo.update(id, values).catch(nameTaken));
    },
  };
}
