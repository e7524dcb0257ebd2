import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { invalidPk } from '../../lib/field-checks.js';
import { adItemsRepo } from './ad-items.repo.js';
import { wrongContentIds } from '../videos/index.js';

const tagLists = ['preroll', 'midroll', 'postroll', 'multiple_vast'] as const;

/**
 * A schedule names only its player's website's ad tags (and, for the display banner, ad
 * scripts): an id of another website, or of none, is that field's 400, as DRF words it.
 * Repeated ids in one list are kept once.
 */
export async function checkSchedule(db: Db, websiteId: number, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const repo = adItemsRepo(db);
  const lists = Object.fromEntries(tagLists.map((f) => [f, [...new Set((data[f] as number[] | undefined) ?? [])]]));
  const vast = (data.vast as number | null | undefined) ?? null;
  const banner = (data.display_banner as number | null | undefined) ?? null;
  const tagIds = [...new Set([...Object.values(lists).flat(), ...(vast === null ? [] : [vast])])];
  const idsOf = (rows: Array<{ id: number }>) => new Set(rows.map((row) => row.id));
  const [tags, scripts] = await Promise.all([
    repo.tags.ofWebsite(websiteId, tagIds).then(idsOf),
    repo.scripts.ofWebsite(websiteId, banner === null ? [] : [banner]).then(idsOf),
  ]);
  const errors: Record<string, string[]> = {};
  for (const field of tagLists) {
    const missing = lists[field]!.filter((id) => !tags.has(id));
    if (missing.length) errors[field] = missing.map(invalidPk);
  }
  if (vast !== null && !tags.has(vast)) errors.vast = [invalidPk(vast)];
  if (banner !== null && !scripts.has(banner)) errors.display_banner = [invalidPk(banner)];
  if (Object.keys(errors).length) throw badRequest(errors);
  return { ...data, ...lists, vast, display_banner: banner };
}

/** The schedule without a deleted ad tag (or script): lists lose it, singles become null. */
export function withoutItem(data: Record<string, unknown>, kind: 'tag' | 'script', id: number): Record<string, unknown> | null {
  if (kind === 'script') return data.display_banner === id ? { ...data, display_banner: null } : null;
  let changed = data.vast === id;
  const next: Record<string, unknown> = { ...data, vast: data.vast === id ? null : data.vast };
  for (const field of tagLists) {
    const list = (data[field] as number[] | undefined) ?? [];
    if (list.includes(id)) {
      next[field] = list.filter((x) => x !== id);
      changed = true;
    }
  }
  return changed ? next : null;
}

/** A content's video and playlist are library items of the player's website (a video not in the trash). */
export async function checkContent(db: Db, websiteId: number, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const wrong = await wrongContentIds(db, websiteId, data);
  if (wrong.length) throw badRequest(Object.fromEntries(wrong.map(([field, id]) => [field, [invalidPk(id)]])));
  return data;
}
