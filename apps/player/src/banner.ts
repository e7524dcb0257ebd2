import type { Log } from './log';

interface GoogleTag {
  cmd: Array<() => void>;
  defineSlot(path: string, size: [number, number], div: string): { addService(service: unknown): unknown } | null;
  pubads(): unknown;
  enableServices(): void;
  display(div: string): void;
}

const GPT = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** The display banner: the ad script's GPT slot defined and displayed in its `div-gpt-ad-` element. */
export function showBanner(slot: { ad_id: string; ad_width: number; ad_height: number; div_id: string }, log: Log): void {
  const w = window as unknown as { googletag?: GoogleTag };
  w.googletag ??= { cmd: [] } as unknown as GoogleTag;
  if (!document.querySelector(`script[src="${GPT}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = GPT;
    document.head.appendChild(script);
  }
  w.googletag.cmd.push(() => {
    const tag = w.googletag!;
    tag.defineSlot(slot.ad_id, [slot.ad_width, slot.ad_height], slot.div_id)?.addService(tag.pubads());
    tag.enableServices();
    tag.display(slot.div_id);
  });
  log('display banner', slot.ad_id, slot.div_id);
}
