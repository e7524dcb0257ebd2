import { absolute, isMobile, type PublicPlayerConfig } from './config';
import { scopeCss } from './scoped-css';

/** The elements of a rendered player. */
export interface Frame {
  root: HTMLElement;
  content: HTMLVideoElement;
  ad: HTMLVideoElement;
  close: HTMLButtonElement | null;
  /** Where the display banner's slot goes, if the schedule has one. */
  banner: HTMLElement | null;
}

const corner: Record<PublicPlayerConfig['format']['position'], string> = {
  bottom_right: 'bottom:16px;right:16px',
  bottom_left: 'bottom:16px;left:16px',
  top_right: 'top:16px;right:16px',
  top_left: 'top:16px;left:16px',
};

/** Where the player goes: into its container, or per append_to_element next to another element. */
function mountPoint(container: HTMLElement, config: PublicPlayerConfig): HTMLElement {
  const { append, insert_before, selector } = config.settings.append_to_element;
  const target = append && selector ? document.querySelector<HTMLElement>(selector) : null;
  if (!target) return container;
  const holder = document.createElement('div');
  if (insert_before) target.parentNode?.insertBefore(holder, target);
  else target.appendChild(holder);
  return holder;
}

/**
 * Builds the player's elements: the content video, the ad video over it, the logo and
 * powered-by line (linking to the clickthrough URL), the banner slot on the companion side, the
 * close button of a sticky or floating player, and its custom CSS scoped to it.
 */
export function renderFrame(container: HTMLElement, config: PublicPlayerConfig, origin: string): Frame {
  const point = mountPoint(container, config);
  const mobile = isMobile();
  const width = mobile ? config.sizes.mobile_width : config.sizes.desktop_width;
  const height = mobile ? config.sizes.mobile_height : config.sizes.desktop_height;
  const root = document.createElement('div');
  root.dataset.pubdeskPlayer = String(config.id);
  root.className = 'pubdesk-player';
  root.style.cssText = `position:relative;width:${width}px;max-width:100%;font:12px/1.4 system-ui,sans-serif;`;
  if (config.format.type === 'in_article') root.style.width = '100%';
  if (config.format.type === 'sticky') stick(root, config);

  const stage = document.createElement('div');
  stage.style.cssText = `position:relative;width:100%;aspect-ratio:${width}/${height};background:#000;`;
  const content = video('pubdesk-content');
  content.controls = true;
  const ad = video('pubdesk-ad');
  ad.style.cssText += 'position:absolute;inset:0;cursor:pointer;background:#000;';
  ad.hidden = true;
  stage.append(content, ad);

  const { style } = config;
  if (style.logo_url) {
    const logo = document.createElement('img');
    logo.src = absolute(origin, style.logo_url);
    logo.alt = style.powered_by_alt || 'logo';
    logo.className = 'pubdesk-logo';
    logo.style.cssText = 'position:absolute;top:8px;right:8px;max-height:28px;max-width:30%;pointer-events:auto;';
    stage.append(style.clickthrough_url ? link(style.clickthrough_url, logo) : logo);
  }
  root.append(stage);
  if (style.powered_by_alt) {
    const line = document.createElement('div');
    line.className = 'pubdesk-powered-by';
    line.style.cssText = 'text-align:right;color:#666;padding:2px 4px;';
    line.append(style.clickthrough_url ? link(style.clickthrough_url, style.powered_by_alt) : style.powered_by_alt);
    root.append(line);
  }

  let close: HTMLButtonElement | null = null;
  if (config.format.close_button && config.format.type !== 'default' && config.format.type !== 'in_article') {
    close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Close player');
    close.className = 'pubdesk-close';
    close.style.cssText =
      'position:absolute;top:-12px;right:-12px;width:24px;height:24px;border-radius:12px;border:0;background:#222;color:#fff;cursor:pointer;z-index:2;';
    close.hidden = config.format.type === 'floating';
    root.append(close);
  }

  let banner: HTMLElement | null = null;
  const slot = config.schedule.display_banner;
  if (slot) {
    banner = document.createElement('div');
    banner.id = slot.div_id;
    banner.className = 'pubdesk-banner';
    banner.style.cssText = `width:${slot.ad_width}px;height:${slot.ad_height}px;max-width:100%;margin:4px auto;`;
    if (config.format.companion_position === 'top') root.prepend(banner);
    else root.append(banner);
  }

  if (style.custom_css) {
    const css = document.createElement('style');
    css.textContent = scopeCss(style.custom_css, `[data-pubdesk-player="${config.id}"]`);
    root.append(css);
  }
  point.append(root);
  return { root, content, ad, close, banner };
}

/** A sticky player (or a floating one out of its place) sits in a corner at the settings' size. */
export function stick(root: HTMLElement, config: PublicPlayerConfig): void {
  const mobile = isMobile();
  const width = mobile ? config.settings.mobile_width : config.settings.desktop_width;
  root.style.position = 'fixed';
  root.style.width = `${width}px`;
  root.style.zIndex = '2147483000';
  for (const rule of corner[config.format.position].split(';')) {
    const [side, value] = rule.split(':') as [string, string];
    root.style.setProperty(side, value);
  }
}

export function unstick(root: HTMLElement, config: PublicPlayerConfig): void {
  const mobile = isMobile();
  root.style.position = 'relative';
  root.style.width = `${mobile ? config.sizes.mobile_width : config.sizes.desktop_width}px`;
  for (const side of ['top', 'right', 'bottom', 'left']) root.style.removeProperty(side);
}

function video(className: string): HTMLVideoElement {
  const element = document.createElement('video');
  element.className = className;
  element.playsInline = true;
  element.preload = 'metadata';
  element.style.cssText = 'width:100%;height:100%;display:block;';
  return element;
}

function link(href: string, child: Node | string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  anchor.append(child);
  return anchor;
}
