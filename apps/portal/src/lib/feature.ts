import type { ComponentType } from 'react';
import type { Permission, Role } from '@pubdesk/contract';
import type { MessageKey } from '@pubdesk/ui/i18n';

/**
 * What a portal feature declares in its index.ts: its screens and its navigation entries. The app
 * builds the router and the navigation from the one list of features (app/feature-list.ts).
 */
export interface PortalFeature {
  name: string;
  routes?: readonly PortalRoute[];
  nav?: readonly NavEntry[];
}

/** Signed-in screens (the default), signed-out pages, or pages shown either way. */
export type PortalFrame = 'portal' | 'public' | 'open';

export interface PortalRoute {
  /** Without the leading slash, relative to /portal/ ('websites/:id'). */
  path: string;
  screen: () => Promise<ComponentType>;
  frame?: PortalFrame;
}

export type NavIcon = ComponentType<{ size?: number; stroke?: number }>;

export interface NavEntry {
  /** The address without /portal ('/overview'). */
  to: string;
  label: MessageKey;
  icon: NavIcon;
  /** Only these roles see it (all portal roles when absent). */
  roles?: readonly Role[];
  /** Only who holds it sees it. */
  permission?: Permission;
  /** Its place in the navigation, lowest first. */
  order: number;
}

export function defineFeature(feature: PortalFeature): PortalFeature {
  return feature;
}
