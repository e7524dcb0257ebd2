import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import VMAP from '@dailymotion/vmap';
import type { Log } from './log';

/** What the player reads of a parsed VAST ad (the client's types are loose). */
interface VastMediaFile {
  fileURL: string;
  mimeType: string;
  width: number;
  deliveryType?: string;
}
interface VastCreative {
  type: string;
  duration: number;
  mediaFiles: VastMediaFile[];
}
interface VastAd {
  id: string | null;
  creatives: VastCreative[];
}

/** Where an ad break's VAST comes from: a tag URL, or a VAST document a VMAP carried inline. */
export type AdSource = { url: string } | { xml: Document };

/** When a break plays: before the content, at a time (seconds or percent of the content), or after it. */
export type BreakTime = { at: 'start' } | { at: 'end' } | { at: 'seconds'; value: number } | { at: 'percent'; value: number };

/** One ad break: its sources play one after another (a pod), or until one fills (a waterfall). */
export interface AdBreak {
  time: BreakTime;
  sources: AdSource[];
  mode: 'pod' | 'waterfall';
}

export interface AdLimits {
  /** Ads played per page view at most (total_ad_plays). */
  plays: number;
  /** Ad requests per page view at most (total_ad_requests). */
  requests: number;
  /** The least time between two ad breaks (delay_between_requests, in seconds). */
  delaySeconds: number;
  /** Ad ids never played. */
  blocklist: ReadonlySet<number>;
}

/** A VMAP timeOffset: start, end, HH:MM:SS(.mmm) or a percentage. */
export function breakTime(offset: string | null): BreakTime | null {
  if (!offset || offset === 'start') return { at: 'start' };
  if (offset === 'end') return { at: 'end' };
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(offset);
  if (percent) return { at: 'percent', value: Number(percent[1]) };
  const clock = /^(\d+):(\d\d):(\d\d(?:\.\d+)?)$/.exec(offset);
  if (clock) return { at: 'seconds', value: Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) };
  return null;
}

/**
 * Plays ad breaks on the ad video: requests each VAST (wrappers followed by the VAST client),
 * skips blocklisted ads and ads without a media file this browser plays, fires the impression,
 * quartile and complete pixels through the VAST tracker, and keeps to the platform settings'
 * caps. A tag that answers a VMAP document hands its breaks to `onVmap`.
 */
export class AdPlayer {
  private readonly client = new VASTClient();
  private plays = 0;
  private requests = 0;
  private lastBreakAt = Number.NEGATIVE_INFINITY;
  playing = false;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly limits: AdLimits,
    private readonly log: Log,
    private readonly onVmap: (breaks: AdBreak[]) => void,
  ) {}

  /** Plays one break; resolves when it is over (ads played, no fill, or a cap reached). */
  async playBreak(adBreak: AdBreak): Promise<void> {
    const now = performance.now();
    if (now - this.lastBreakAt < this.limits.delaySeconds * 1000) {
      this.log('ad break skipped: within delay_between_requests', adBreak.time);
      return;
    }
    this.lastBreakAt = now;
    for (const source of adBreak.sources) {
      if (this.plays >= this.limits.plays) {
        this.log('ad break stopped: total_ad_plays reached');
        return;
      }
      const played = await this.playSource(source);
      if (played && adBreak.mode === 'waterfall') return;
    }
  }

  private async playSource(source: AdSource): Promise<boolean> {
    if (this.requests >= this.limits.requests) {
      this.log('ad request skipped: total_ad_requests reached');
      return false;
    }
    this.requests++;
    let document: Document;
    try {
      document = 'xml' in source ? source.xml : await fetchXml(source.url);
    } catch (error) {
      this.log('ad request failed', 'url' in source ? source.url : 'inline', error);
      return false;
    }
    if (document.documentElement.localName === 'VMAP') return this.expandVmap(document);
    let ads: VastAd[];
    try {
      const response = (await this.client.parseVAST(document)) as { ads: VastAd[] };
      ads = response.ads;
    } catch (error) {
      this.log('VAST could not be read', error);
      return false;
    }
    for (const ad of ads) {
      if (this.plays >= this.limits.plays) return false;
      if (ad.id !== null && this.limits.blocklist.has(Number(ad.id))) {
        this.log('ad skipped: on the blocklist', ad.id);
        continue;
      }
      const creative = ad.creatives.find((c) => c.type === 'linear' && this.mediaOf(c));
      if (!creative) {
        this.log('ad skipped: no media this browser plays', ad.id);
        continue;
      }
      if (await this.play(ad, creative)) return true;
    }
    this.log('no fill', 'url' in source ? source.url : 'inline');
    return false;
  }

  /** A VMAP answered where a VAST tag was expected: its start breaks play now, the rest later. */
  private async expandVmap(document: Document): Promise<boolean> {
    const vmap = new VMAP(document);
    const breaks: AdBreak[] = [];
    for (const item of vmap.adBreaks) {
      const time = breakTime(item.timeOffset);
      const source = item.adSource;
      if (!time || !source) continue;
      const from: AdSource | null = source.adTagURI
        ? { url: source.adTagURI.uri.trim() }
        : source.vastAdData
          ? { xml: vastDocumentOf(source.vastAdData) }
          : null;
      if (from) breaks.push({ time, sources: [from], mode: 'pod' });
    }
    this.log(
      'VMAP breaks',
      breaks.map((b) => b.time),
    );
    this.onVmap(breaks.filter((b) => b.time.at !== 'start'));
    let played = false;
    for (const item of breaks.filter((b) => b.time.at === 'start')) {
      for (const source of item.sources) played = (await this.playSource(source)) || played;
    }
    return played;
  }

  private mediaOf(creative: VastCreative): VastMediaFile | undefined {
    const playable = creative.mediaFiles.filter(
      (m) => (m.deliveryType ?? 'progressive') === 'progressive' && m.fileURL && this.video.canPlayType(m.mimeType) !== '',
    );
    const width = this.video.clientWidth || 640;
    return playable.sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width))[0];
  }

  /** Plays one ad; true once it started (impression fired), false if it failed before. */
  private play(ad: VastAd, creative: VastCreative): Promise<boolean> {
    const media = this.mediaOf(creative)!;
    const tracker = new VASTTracker(this.client, ad, creative);
    const video = this.video;
    this.playing = true;
    video.hidden = false;
    video.src = media.fileURL;
    this.log('ad', ad.id, media.fileURL);
    return new Promise<boolean>((resolve) => {
      let started = false;
      const finish = (result: boolean) => {
        video.removeEventListener('playing', onPlaying);
        video.removeEventListener('timeupdate', onTime);
        video.removeEventListener('ended', onEnded);
        video.removeEventListener('error', onError);
        video.removeEventListener('click', onClick);
        video.pause();
        video.removeAttribute('src');
        video.load();
        video.hidden = true;
        this.playing = false;
        resolve(result);
      };
      const onPlaying = () => {
        if (started) return;
        started = true;
        this.plays++;
        tracker.trackImpression();
        this.log('ad impression', ad.id);
      };
      const onTime = () => tracker.setProgress(video.currentTime);
      const onEnded = () => {
        tracker.complete();
        this.log('ad complete', ad.id);
        finish(true);
      };
      const onError = () => {
        tracker.error({ ERRORCODE: 405 });
        this.log('ad media failed', media.fileURL);
        finish(started);
      };
      const onClick = () => tracker.click();
      // Only a web address opens: a VAST's ClickThrough is the ad server's text, not ours.
      tracker.on('clickthrough', (url: string) => {
        if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener');
      });
      video.addEventListener('playing', onPlaying);
      video.addEventListener('timeupdate', onTime);
      video.addEventListener('ended', onEnded);
      video.addEventListener('error', onError);
      video.addEventListener('click', onClick);
      video.play().catch(() => {
        // Autoplay with sound refused: an ad starts muted rather than not at all.
        video.muted = true;
        video.play().catch(onError);
      });
    });
  }
}

async function fetchXml(url: string): Promise<Document> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = new DOMParser().parseFromString(await response.text(), 'text/xml');
  if (document.getElementsByTagName('parsererror').length) throw new Error(`${url} is not XML`);
  return document;
}

/** A VAST document carried inside a VMAP's VASTAdData. */
function vastDocumentOf(node: Document | Element): Document {
  if (node instanceof Document) return node;
  const vast = node.localName === 'VAST' ? node : (node.getElementsByTagNameNS('*', 'VAST')[0] ?? node.firstElementChild ?? node);
  return new DOMParser().parseFromString(new XMLSerializer().serializeToString(vast), 'text/xml');
}
