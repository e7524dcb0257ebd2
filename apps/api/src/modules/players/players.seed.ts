import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { videosRepo } from '../videos/index.js';
import { websites } from '../websites/index.js';
import { adItemsRepo } from './ad-items.repo.js';
import { playersRepo } from './players.repo.js';

const demoContent = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8';
/** Public HLS test streams: the demo library holds links (its uploads start with the user's). */
const demoStreams = [
  { name: 'Big Buck Bunny', url: demoContent },
  { name: 'Bip bop', url: 'https://devstreaming-cdn.apple.com/videos/streaming/examples/img_bipbop_adv_example_fmp4/master.m3u8' },
];
const vastSample = (slot: string) =>
  `https://pubads.g.doubleclick.net/gampad/ads?iu=/21775744923/external/${slot}&sz=640x480&gdfp_req=1&output=vast&unviewed_position_start=1&env=vp&impl=s&correlator=`;

/**
 * Demo players on the first three demo websites, each with real parts: a vmap schedule with a
 * preroll and a midroll tag, a display banner script, a style, a format and a blocklist; and
 * each website's library: two HLS stream links and a playlist of them, which the second plays.
 */
export async function seedDemoPlayers(db: Db): Promise<void> {
  const demoSites = await db.select({ id: websites.id, name: websites.name }).from(websites).orderBy(asc(websites.id)).limit(3);
  const players = playersRepo(db);
  const ads = adItemsRepo(db);
  const library = videosRepo(db);
  for (const [i, site] of demoSites.entries()) {
    const [preroll, midroll] = [
      await ads.tags.insert({ name: `${site.name} preroll`, url: vastSample('single_preroll_skippable'), websiteId: site.id }),
      await ads.tags.insert({ name: `${site.name} midroll`, url: vastSample('single_ad_samples'), websiteId: site.id }),
    ];
    const banner = await ads.scripts.insert({
      adId: `/21775744923/${site.name.toLowerCase().replace(/\W+/g, '_')}_banner`,
      adWidth: 300,
      adHeight: 250,
      divId: `div-gpt-ad-${1600000000000 + site.id}-0`,
      websiteId: site.id,
    });
    const [player] = await players.insert([
      { name: `${site.name} player`, websiteId: site.id, status: i === 2 ? 'pending' : 'active', playerType: 'instream' },
    ]);
    const parts = await players.partsOf([player!.id]);
    const part = (kind: string) => parts.find((p) => p.kind === kind)!;
    const set = (kind: string, values: Record<string, unknown>) => players.updatePart(part(kind).id, { ...part(kind).data, ...values });
    await set('schedule', { type: 'vmap', preroll: [preroll.id], midroll: [midroll.id], display_banner: banner.id });
    await set('style', {
      powered_by_alt: `${site.name} video`,
      clickthrough_url: 'https://example.com/',
      custom_css: '.player-title { font-weight: 600; }',
    });
    await set('format', {
      type: i === 1 ? 'sticky' : 'default',
      position: 'bottom_right',
      companion_position: 'bottom',
      close_button: true,
    });
    const streams = [];
    for (const stream of demoStreams) {
      streams.push(
        await library.insertVideo({
          websiteId: site.id,
          name: stream.name,
          title: stream.name,
          container: 'hls',
          url: stream.url,
          status: 'uploaded',
        }),
      );
    }
    const playlist = await library.insertPlaylist({ websiteId: site.id, name: `${site.name} picks`, tags: 'demo' });
    await library.setPlaylistVideos(
      playlist.id,
      streams.map((v) => v.id),
    );
    await set(
      'content',
      i === 1 ? { type: 'playlist', external_url: '', playlist: playlist.id } : { type: 'url', external_url: demoContent },
    );
    await set('blocklist', { ads: [100200 + i, 100300 + i] });
  }
}
