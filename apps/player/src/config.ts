import type { PublicPlayerConfig } from '@pubdesk/contract';

export type { PublicPlayerConfig };

/** Reads a player's public config from the server the script came from. */
export async function fetchConfig(origin: string, id: number): Promise<PublicPlayerConfig> {
  const response = await fetch(`${origin}/api/players/public/${id}/`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`player ${id}: config answered ${response.status}`);
  return (await response.json()) as PublicPlayerConfig;
}

/** A media URL of the config may be relative to the server (`/media/...`). */
export const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** Phones and small tablets get the mobile sizes. */
export const isMobile = () => window.matchMedia('(max-width: 767px)').matches;
