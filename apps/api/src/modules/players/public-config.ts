import {
  blocklistDefaults,
  contentDefaults,
  formatDefaults,
  monetizationDefaults,
  platformSettingsDefaults,
  playerSettingsDefaults,
  scheduleDefaults,
  styleDefaults,
  type PublicPlayerConfig,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/index.js';
import { resolveContent } from '../videos/index.js';
import { adItemsRepo } from './ad-items.repo.js';
import { playersRepo } from './players.repo.js';
import type { PartKind } from './players.table.js';

type Schedule = typeof scheduleDefaults;
const pick = <T extends object>(data: Record<string, unknown> | undefined, defaults: T): T =>
  Object.fromEntries(Object.keys(defaults).map((key) => [key, data?.[key] ?? defaults[key as keyof T]])) as T;

/**
 * The public config of a player, read from the database: null unless the player and its
 * website are active. The schedule's tags and script are resolved to what the page needs (URLs,
 * sizes), in the schedule's order, and the content to the URLs it plays; an id that no longer names one of the website's is left out.
 */
export async function buildPublicConfig(db: Db, storage: Pick<Storage, 'url'>, id: number): Promise<PublicPlayerConfig | null> {
  const players = playersRepo(db);
  const served = await players.findServed(id);
  if (!served || served.player.status !== 'active' || served.websiteStatus !== 'active') return null;
  const { player } = served;
  const parts = new Map((await players.partsOf([id])).map((part) => [part.kind as PartKind, part.data]));
  const schedule = pick(parts.get('schedule'), scheduleDefaults) as Schedule;
  const ads = adItemsRepo(db);
  const tagIds = [
    ...schedule.preroll,
    ...schedule.midroll,
    ...schedule.postroll,
    ...schedule.multiple_vast,
    ...(schedule.vast ? [schedule.vast] : []),
  ];
  const [tags, scripts] = await Promise.all([
    ads.tags.ofWebsite(player.websiteId, [...new Set(tagIds)]),
    ads.scripts.ofWebsite(player.websiteId, schedule.display_banner ? [schedule.display_banner] : []),
  ]);
  const tagOf = new Map(tags.map((tag) => [tag.id, { id: tag.id, url: tag.url }]));
  const resolve = (ids: number[]) => ids.flatMap((tagId) => tagOf.get(tagId) ?? []);
  const script = scripts[0];
  const content = pick(parts.get('content'), contentDefaults);
  const style = {
    ...pick(parts.get('style'), styleDefaults),
    logo_url: (parts.get('style')?.logo_url as string | null | undefined) ?? null,
  };

  return {
    id: player.id,
    version: player.configVersion,
    player_type: player.playerType as PublicPlayerConfig['player_type'],
    sizes: {
      desktop_width: player.desktopWidth,
      desktop_height: player.desktopHeight,
      mobile_width: player.mobileWidth,
      mobile_height: player.mobileHeight,
    },
    settings: pick(parts.get('settings'), playerSettingsDefaults),
    platform_settings: pick(parts.get('platform_settings'), platformSettingsDefaults),
    monetization: pick(parts.get('monetization'), monetizationDefaults),
    schedule: {
      type: schedule.type,
      preroll: resolve(schedule.preroll),
      midroll: resolve(schedule.midroll),
      postroll: resolve(schedule.postroll),
      vast: schedule.vast ? (tagOf.get(schedule.vast) ?? null) : null,
      multiple_vast: resolve(schedule.multiple_vast),
      display_banner: script ? { ad_id: script.adId, ad_width: script.adWidth, ad_height: script.adHeight, div_id: script.divId } : null,
    },
    style,
    content: await resolveContent(db, storage, player.websiteId, content),
    format: pick(parts.get('format'), formatDefaults),
    blocklist: pick(parts.get('blocklist'), blocklistDefaults).ads,
  };
}
