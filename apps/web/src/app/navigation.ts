import type { Feature, MenuEntry, MenuSection } from '../lib/feature';
import type { NavItem } from '../lib/menu';
import { features as declared } from './feature-list';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

function toItem({ label, to, icon, adminOnly, roles, permission }: MenuEntry): NavItem {
  return { label, to, icon, adminOnly, roles, permission };
}

/**
 * The sidebar, built from the features' menu entries and sections: the top-level entries and the
 * sections by `order`, each section with its entries by `order`. An entry naming a section no
 * feature declares is an error (a test checks the console's own list).
 */
export function buildNavigation(features: readonly Feature[]): NavItem[] {
  const entries = features.flatMap((feature) => feature.menu ?? []);
  const sections = features.flatMap((feature) => feature.sections ?? []);
  const known = new Set(sections.map((section) => section.id));
  const stray = entries.find((entry) => entry.section !== undefined && !known.has(entry.section));
  if (stray) throw new Error(`The menu entry ${stray.to} names the section '${stray.section}', which no feature declares.`);

  const sectionItem = (section: MenuSection): NavItem & { order: number } => ({
    label: section.label,
    to: section.to,
    icon: section.icon,
    order: section.order,
    children: entries
      .filter((entry) => entry.section === section.id)
      .sort(byOrder)
      .map(toItem),
  });
  const top = [
    ...entries.filter((entry) => entry.section === undefined).map((entry) => ({ ...toItem(entry), order: entry.order })),
    ...sections.map(sectionItem),
  ];
  return top.sort(byOrder).map(({ order: _order, ...item }) => item);
}

/** The console's sidebar. */
export const navigation: NavItem[] = buildNavigation(declared);
