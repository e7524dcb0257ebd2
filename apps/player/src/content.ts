import type { Log } from './log';

interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
}
interface HlsConstructor {
  new (): HlsInstance;
  isSupported(): boolean;
}

const isHls = (url: string) => /\.m3u8(\?|#|$)/i.test(url);

let hlsLoading: Promise<HlsConstructor> | null = null;
/** hls.js (light build) from beside the player script, loaded once and only for HLS content. */
function loadHls(scriptBase: string): Promise<HlsConstructor> {
  return (hlsLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('hls.light.min.js', scriptBase).href;
    script.async = true;
    script.onload = () => {
      const Hls = (window as unknown as { Hls?: HlsConstructor }).Hls;
      if (Hls) resolve(Hls);
      else reject(new Error('hls.js did not load'));
    };
    script.onerror = () => reject(new Error('hls.js did not load'));
    document.head.appendChild(script);
  }));
}

/** Puts the content on the video: MP4 and WebM directly, HLS natively (Safari) or through hls.js. */
export async function attachContent(video: HTMLVideoElement, url: string, scriptBase: string, log: Log): Promise<void> {
  if (!isHls(url) || video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    log('content', url);
    return;
  }
  const Hls = await loadHls(scriptBase);
  if (!Hls.isSupported()) {
    log('HLS is not supported here', url);
    return;
  }
  const hls = new Hls();
  hls.loadSource(url);
  hls.attachMedia(video);
  log('content through hls.js', url);
}
