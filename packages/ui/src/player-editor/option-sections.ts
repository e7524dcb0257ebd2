import type { Player } from '@pubdesk/contract';
import type { MessageKey } from '../i18n';

type PartKey = 'settings' | 'platform_settings' | 'monetization' | 'schedule' | 'style' | 'content' | 'format' | 'blocklist';

interface OptionSection {
  /** The section's anchor: `/players/3#format` opens the options at the Format section. */
  id: string;
  /** Its heading, which its link reads too. */
  title: MessageKey;
  /** The part it edits: a player without it (null) has no such section. */
  part: PartKey | null;
}

/** The sections of a player's options, in page order: each is one card with one Save (the Preview has none). */
export const optionSections = {
  basic: { id: 'basic', title: 'players.basic', part: null },
  playerSettings: { id: 'player-settings', title: 'players.playerSettings', part: 'settings' },
  platformSettings: { id: 'platform-settings', title: 'players.platformSettings', part: 'platform_settings' },
  monetization: { id: 'monetization', title: 'players.monetization', part: 'monetization' },
  // The website's ad tags and scripts follow it: they are what the schedule picks from.
  schedule: { id: 'schedule', title: 'players.schedule', part: 'schedule' },
  style: { id: 'style', title: 'players.style', part: 'style' },
  content: { id: 'content', title: 'players.content', part: 'content' },
  format: { id: 'format', title: 'players.format', part: 'format' },
  blocklist: { id: 'blocklist', title: 'players.blocklist', part: 'blocklist' },
  preview: { id: 'preview', title: 'players.preview', part: null },
} as const satisfies Record<string, OptionSection>;

/** The sections this player has, in page order. */
export function sectionsOf(player: Player): OptionSection[] {
  return Object.values(optionSections).filter((section) => section.part === null || player[section.part] !== null);
}

const sectionIds: ReadonlySet<string> = new Set(Object.values(optionSections).map((section) => section.id));

/** Whether an address's hash (without its #) names a section: other anchors are left to the browser. */
export const isSectionId = (id: string) => sectionIds.has(id);

/** The id of a section's heading, which takes the focus when the section is jumped to. */
export const headingIdOf = (sectionId: string) => `${sectionId}-heading`;

/**
 * Brings a section to the top of the window (its `scroll-margin-top` keeps it below the top bar)
 * and gives its heading the focus, so that keyboard and screen reader users continue from there.
 * False when the section is not on the page (yet).
 */
export function showSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ block: 'start' });
  document.getElementById(headingIdOf(id))?.focus({ preventScroll: true });
  return true;
}
