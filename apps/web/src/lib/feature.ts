import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Permission, Role } from '@pubdesk/contract';
import type { MessageKey } from '@pubdesk/ui/i18n';

/**
 * What a console feature declares to the rest of the app, in its `index.ts`: its screens (lazy
 * routes with their view permission and breadcrumb label) and its sidebar entries. The app builds
 * the router, the sidebar, the section pages and the breadcrumbs from the one list of features
 * (app/features.ts); a feature never edits a central list of its own.
 */
export interface Feature {
  /** The feature's stem (its folder under features/). */
  name: string;
  routes?: readonly FeatureRoute[];
  menu?: readonly MenuEntry[];
  /** Sidebar parents other features' entries sit in (`MenuEntry.section`). */
  sections?: readonly MenuSection[];
}

/** Where a route's screen is shown: the signed-in console (the default), the signed-out pages, or both. */
export type RouteFrame = 'console' | 'public' | 'open';

/** One screen: a URL pattern and the page it opens. */
export interface FeatureRoute {
  /** The URL pattern as React Router reads it, without the leading slash ('tags/:id?'); '' for the home page. */
  path: string;
  /** The screen's component, loaded on first visit (each screen is a chunk of its own). */
  screen: () => Promise<ComponentType>;
  /** Only who holds it sees the screen; everyone else, the no-access screen. */
  permission?: Permission;
  /**
   * The screen's first reads, which its route's loader starts at the start of the navigation,
   * beside the session check and the screen's own code, instead of once the screen has drawn.
   * Loaded on first visit like the screen (it brings the endpoints and their schemas).
   */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** The breadcrumb's label; without one, the path's own words ('placements_groups' -> 'Placements groups'). */
  crumb?: MessageKey;
  /** Query parameters the screen cannot do without ('website'): a breadcrumb linking here keeps them. */
  query?: readonly string[];
  /** The screen shows nothing without its `:id`: a breadcrumb never links to it bare. */
  needsId?: boolean;
  /** The record the route's `:id` names: its breadcrumb shows the record's name rather than the digits. */
  record?: RouteRecord;
  /** The path matches only in this exact case ('Whitelabel' and 'whitelabel' are two routes). */
  caseSensitive?: boolean;
  frame?: RouteFrame;
}

/** Where a screen opens: its route's params and query string. */
export interface ScreenPrefetchInput {
  client: QueryClient;
  params: Params;
  search: URLSearchParams;
}

/**
 * Starts a screen's first reads into the query cache (`client.prefetchQuery` with the read the
 * screen's hook makes) and returns at once: the screen draws without waiting for them.
 */
export type ScreenPrefetch = (input: ScreenPrefetchInput) => void;

/**
 * Where the record a route's `:id` names is read. Plain strings, not the contract's endpoint
 * objects: the declarations load with the login page, and the endpoints would bring their schemas
 * (and zod) with them. breadcrumb.test.ts checks each one against the contract's GET endpoints.
 */
export interface RouteRecord {
  /** The GET path, `{id}` standing for the route's id and any other `{name}` for that query parameter: '/api/apis/{type}/{id}/'. */
  path: string;
  /** The field that names the record; 'name' by default. */
  field?: string;
}

export type MenuIcon = ComponentType<{ size?: number; stroke?: number }>;

/** Who sees a sidebar entry. */
export interface MenuAudience {
  /** Only admins see it. */
  adminOnly?: boolean;
  /** Only these roles see it. */
  roles?: readonly Role[];
  /** Only who holds this permission sees it (as GET /auth/permissions/ answers). */
  permission?: Permission;
}

/** One sidebar link. */
export interface MenuEntry extends MenuAudience {
  label: MessageKey;
  /** The path it opens. */
  to: string;
  /** Its place among the top-level entries and sections, or within its section: lower first. */
  order: number;
  /** The `id` of the section it sits in; top level without. */
  section?: string;
  icon?: MenuIcon;
}

/** A sidebar parent: a button that opens its entries; `to` is the prefix they share (and its own page, if any). */
export interface MenuSection {
  id: string;
  label: MessageKey;
  to: string;
  order: number;
  icon?: MenuIcon;
}

/** Declares a feature (an identity function: it only checks the declaration's shape). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
