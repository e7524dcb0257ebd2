import { AdPlayer, type AdBreak, type AdSource, type BreakTime } from './ads';
import { showBanner } from './banner';
import { absolute, fetchConfig, isMobile, type PublicPlayerConfig } from './config';
import { attachContent } from './content';
import { renderFrame, stick, unstick, type Frame } from './frame';
import { logger, type Log } from './log';

/** Where a vmap midroll plays when its tag gives no time: half way through the content. */
const DEFAULT_MIDROLL_PERCENT = 50;

const tagSources = (tags: Array<{ url: string }>): AdSource[] => tags.map((tag) => ({ url: tag.url }));

/** The schedule as ad breaks: vmap's three lists (each a pod), vast's one tag, multiple_vast's waterfall. */
export function scheduleBreaks(schedule: PublicPlayerConfig['schedule']): AdBreak[] {
  if (schedule.type === 'vast') return schedule.vast ? [{ time: { at: 'start' }, sources: tagSources([schedule.vast]), mode: 'pod' }] : [];
  if (schedule.type === 'multiple_vast') {
    return schedule.multiple_vast.length ? [{ time: { at: 'start' }, sources: tagSources(schedule.multiple_vast), mode: 'waterfall' }] : [];
  }
  const breaks: AdBreak[] = [];
  if (schedule.preroll.length) breaks.push({ time: { at: 'start' }, sources: tagSources(schedule.preroll), mode: 'pod' });
  if (schedule.midroll.length) {
    breaks.push({ time: { at: 'percent', value: DEFAULT_MIDROLL_PERCENT }, sources: tagSources(schedule.midroll), mode: 'pod' });
  }
  if (schedule.postroll.length) breaks.push({ time: { at: 'end' }, sources: tagSources(schedule.postroll), mode: 'pod' });
  return breaks;
}

const secondsOf = (time: BreakTime, duration: number) =>
  time.at === 'seconds'
    ? time.value
    : time.at === 'percent' && Number.isFinite(duration)
      ? (duration * time.value) / 100
      : Number.POSITIVE_INFINITY;

/**
 * One player on the page: renders it, plays its content and its ad breaks around it, and keeps
 * to its autoplay, view and format rules.
 */
export async function mountPlayer(container: HTMLElement, id: number, origin: string, scriptBase: string): Promise<void> {
  const config = await fetchConfig(origin, id);
  const log = logger(id, config.platform_settings.debug);
  log('config', config);
  const frame = renderFrame(container, config, origin);
  const { content } = frame;
  const { autoplay } = config.settings;
  const monetized = config.monetization.monetize;
  const pending = monetized ? scheduleBreaks(config.schedule) : [];
  const ads = new AdPlayer(
    frame.ad,
    {
      plays: config.platform_settings.total_ad_plays,
      requests: config.platform_settings.total_ad_requests,
      delaySeconds: config.platform_settings.delay_between_requests,
      blocklist: new Set(config.blocklist),
    },
    log,
    (breaks) => pending.push(...breaks),
  );
  // A library video or playlist plays its items in order; an external URL is the one item.
  const items = config.content.items.map((item) => ({
    ...item,
    url: absolute(origin, item.url),
    poster: item.poster && absolute(origin, item.poster),
  }));
  let current = 0;
  const play = async (index: number) => {
    const item = items[index];
    if (!item) return;
    current = index;
    if (item.poster) content.poster = item.poster;
    await attachContent(content, item.url, scriptBase, log);
  };
  await play(0);
  if (frame.banner && config.schedule.display_banner && monetized) showBanner(config.schedule.display_banner, log);
  frame.close?.addEventListener('click', () => {
    content.pause();
    frame.ad.pause();
    frame.root.remove();
    log('closed');
  });

  let inBreak = false;
  /** Plays the due breaks, the content paused meanwhile; resumes the content after. */
  async function runBreaks(due: AdBreak[]): Promise<void> {
    if (inBreak || due.length === 0) return;
    inBreak = true;
    for (const item of due) pending.splice(pending.indexOf(item), 1);
    const wasPlaying = !content.paused && !content.ended;
    content.pause();
    for (const item of due) await ads.playBreak(item);
    inBreak = false;
    if (wasPlaying || due.some((b) => b.time.at === 'start')) void content.play().catch(() => log('content did not start'));
  }

  // The preroll runs when playback is first asked for (autoplay or the viewer's click).
  let started = false;
  content.addEventListener('play', () => {
    if (started || inBreak) return;
    started = true;
    const prerolls = pending.filter((b) => b.time.at === 'start');
    if (prerolls.length) void runBreaks(prerolls);
  });
  content.addEventListener('timeupdate', () => {
    if (inBreak) return;
    const due = pending.filter(
      (b) => b.time.at !== 'start' && b.time.at !== 'end' && content.currentTime >= secondsOf(b.time, content.duration),
    );
    if (due.length) void runBreaks(due);
  });
  content.addEventListener('ended', () => {
    if (current + 1 < items.length) {
      log('next in the playlist', current + 1);
      void play(current + 1).then(() => content.play().catch(() => log('next item did not start')));
      return;
    }
    const postrolls = pending.filter((b) => b.time.at === 'end');
    if (postrolls.length) void runBreaks(postrolls).then(() => log('postroll done'));
  });

  watchView(frame, config, log, () => {
    if (started || !autoplay.autoplay) return;
    if (autoplay.desktop_only && isMobile()) return log('autoplay off: desktop only');
    if (autoplay.require_muted) content.muted = true;
    if (autoplay.require_muted) frame.ad.muted = true;
    log('autoplay');
    void content.play().catch(() => {
      // Browsers allow muted autoplay only: try again muted.
      content.muted = true;
      frame.ad.muted = true;
      void content.play().catch(() => log('autoplay refused'));
    });
  });
}

/** In view (by the settings' percentage): autoplay, and pausing content and ads out of view; floating. */
function watchView(frame: Frame, config: PublicPlayerConfig, log: Log, onVisible: () => void): void {
  const { autoplay } = config.settings;
  const threshold = Math.min(Math.max(autoplay.view_percentage / 100, 0), 1);
  let pausedByView = { content: false, ad: false };
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      const visible = entry.intersectionRatio >= threshold && entry.isIntersecting;
      if (config.format.type === 'floating') {
        if (!entry.isIntersecting) stick(frame.root, config);
        if (frame.close) frame.close.hidden = entry.isIntersecting;
      }
      if (visible) {
        onVisible();
        if (pausedByView.content) void frame.content.play().catch(() => undefined);
        if (pausedByView.ad) void frame.ad.play().catch(() => undefined);
        pausedByView = { content: false, ad: false };
        return;
      }
      if (autoplay.pause_content_out_view && !frame.content.paused) {
        frame.content.pause();
        pausedByView.content = true;
        log('content paused out of view');
      }
      if (autoplay.pause_ad_out_view && !frame.ad.paused) {
        frame.ad.pause();
        pausedByView.ad = true;
        log('ad paused out of view');
      }
    },
    { threshold: [0, threshold, 1] },
  );
  // A floating player watches its place on the page, not itself (it leaves that place to float).
  const place = document.createElement('div');
  frame.root.before(place);
  place.append(frame.root);
  observer.observe(config.format.type === 'floating' ? place : frame.root);
  if (config.format.type === 'floating') {
    new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) unstick(frame.root, config);
    }).observe(place);
  }
}
