import type { Website } from '@pubdesk/contract';

/** The network of a website, or else its publisher: the user the dashboard links to. */
export function ownerOf(website: Website): { id: number; role: 'network' | 'publisher' } | null {
  if (website.network !== null) return { id: website.network, role: 'network' };
  if (website.publisher !== null) return { id: website.publisher, role: 'publisher' };
  return null;
}

/** The owners of these websites, each once, in order: the one read of their names. */
export const ownerIdsOf = (websites: readonly Website[]): number[] =>
  [...new Set(websites.map(ownerOf).flatMap((owner) => (owner ? [owner.id] : [])))].sort((a, b) => a - b);
