import { mountPlayer } from './player';

/**
 * The embed: `<div id="player-id-{id}"></div>` and this script. Every such container on the
 * page gets its player, read from the server the script came from; containers added later are
 * found by calling `window.PubdeskPlayer.scan()`.
 */
const script = document.currentScript as HTMLScriptElement | null;
const scriptBase = script?.src ?? window.location.href;
const origin = new URL(scriptBase).origin;
const mounted = new WeakSet<Element>();

export function scan(): void {
  for (const container of document.querySelectorAll<HTMLElement>('[id^="player-id-"]')) {
    const id = Number(container.id.slice('player-id-'.length));
    if (!Number.isInteger(id) || id <= 0 || mounted.has(container)) continue;
    mounted.add(container);
    mountPlayer(container, id, origin, scriptBase).catch((error: unknown) => console.warn('[pubdesk player]', error));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
else scan();
