import type { z } from 'zod';
import { idParamSchema } from './common.js';
import { crudEndpoints, endpoint } from './endpoint.js';
import {
  adScriptInputSchema,
  adScriptPatchSchema,
  adScriptSchema,
  adTagInputSchema,
  adTagPatchSchema,
  adTagSchema,
  blocklistFields,
  blocklistSchema,
  contentFields,
  contentSchema,
  formatFields,
  formatSchema,
  logoAssetsSchema,
  logoPickSchema,
  monetizationFields,
  monetizationSchema,
  partInput,
  platformSettingsFields,
  platformSettingsSchema,
  playerInputSchema,
  playerListQuerySchema,
  playerPartQuerySchema,
  playerPatchSchema,
  playerSchema,
  playerSettingsFields,
  playerSettingsSchema,
  playerStatusSummarySchema,
  publicConfigQuerySchema,
  publicPlayerConfigSchema,
  purgeInputSchema,
  purgeResultSchema,
  scheduleFields,
  scheduleSchema,
  styleFields,
  styleSchema,
  websiteItemsQuerySchema,
} from './players.js';

const tags = ['players'] as const;
const base = '/players';

/** Players (`/api/players/players/`), in the caller's website scope; creating one creates its parts. */
export const playerEndpoints = {
  ...crudEndpoints({
    resource: 'players',
    path: `${base}/players/`,
    tags,
    names: { one: 'Player', many: 'Players' },
    label: { one: 'a player', many: 'players' },
    item: playerSchema,
    input: playerInputSchema,
    patch: playerPatchSchema,
    query: playerListQuerySchema,
    params: idParamSchema,
    permissions: { view: 'players.view_player', add: 'players.add_player', change: 'players.change_player' },
  }),
  /** How many players the caller sees per status. */
  status: endpoint({
    method: 'GET',
    path: `${base}/players/status/`,
    operationId: 'playerStatus',
    summary: "Count the caller's players by status",
    tags,
    resource: 'players',
    access: { permission: 'players.view_player' },
    response: playerStatusSummarySchema,
  }),
  /** Marks a player's public config stale and records the request (the config is served by the player's issue). */
  purge: endpoint({
    method: 'POST',
    path: '/purge_cache/purge/',
    operationId: 'purgePlayerCache',
    summary: "Purge a player's cached public config",
    tags,
    resource: 'players',
    access: { permission: 'players.change_player' },
    body: purgeInputSchema,
    response: purgeResultSchema,
    description: 'The url is a player public config URL (`/api/players/public/{id}/`) of a player the caller sees.',
  }),
  /**
   * The config a page's player reads: anonymous, CORS-open, served from prebuilt bytes with a
   * strong ETag; 404 unless the player and its website are active.
   */
  publicConfig: endpoint({
    method: 'GET',
    path: `${base}/public/:id/`,
    operationId: 'getPublicPlayerConfig',
    summary: "Get a player's public config (what an embedded player reads)",
    errors: {
      404: 'No such player, or the player or its website is not active.',
      429: 'Too many anonymous requests reaching the database from this address (20 a second, a burst of 100); Retry-After says when to try again.',
    },
    tags,
    resource: 'player-public',
    access: 'public',
    params: idParamSchema,
    query: publicConfigQuerySchema,
    response: publicPlayerConfigSchema,
    description:
      'Answers 304 to a matching If-None-Match. `?cache=no` rebuilds the config from the database. Cached briefly by browsers and CDNs (max-age 60 s, stale-while-revalidate 600 s); a change or a purge replaces it on every server at once. An unknown id is answered 404 from memory for a few seconds. Anonymous requests that reach the database (an id not kept in memory, `?cache=no`) are limited per address (20 a second, a burst of 100): past that, 429 with Retry-After.',
  }),
  logos: endpoint({
    method: 'GET',
    path: `${base}/logo-content/`,
    operationId: 'listLogoAssets',
    summary: "List the logo images a player's style can use",
    tags,
    resource: 'player-logos',
    access: { permission: 'players.view_player' },
    response: logoAssetsSchema,
  }),
  pickLogo: endpoint({
    method: 'POST',
    path: `${base}/logo-content/`,
    operationId: 'pickLogoAsset',
    summary: "Set a player's logo to one of the listed images",
    tags,
    resource: 'player-style',
    invalidates: ['players'],
    access: { permission: 'players.change_player' },
    body: logoPickSchema,
    response: styleSchema,
  }),
};

/** One part of a player (one record each): list by `player`, get, create for a player without one, PUT/PATCH. */
const partEndpoints = <const Item extends z.ZodType, const Fields extends z.ZodObject>(
  path: string,
  names: { one: string; many: string },
  label: { one: string; many: string },
  item: Item,
  fields: Fields,
) =>
  crudEndpoints({
    resource: `player-${path}`,
    path: `${base}/${path}/`,
    tags,
    names,
    label,
    item,
    input: partInput(fields),
    patch: fields.partial(),
    query: playerPartQuerySchema,
    params: idParamSchema,
    permissions: { view: 'players.view_player', add: 'players.change_player', change: 'players.change_player' },
    invalidates: ['players'],
  });

export const playerSettingsEndpoints = partEndpoints(
  'settings',
  { one: 'PlayerSettings', many: 'PlayerSettingsList' },
  { one: "a player's settings", many: 'player settings' },
  playerSettingsSchema,
  playerSettingsFields,
);
export const platformSettingsEndpoints = partEndpoints(
  'platform-settings',
  { one: 'PlatformSettings', many: 'PlatformSettingsList' },
  { one: "a player's platform settings", many: 'player platform settings' },
  platformSettingsSchema,
  platformSettingsFields,
);
export const monetizationEndpoints = partEndpoints(
  'monetization',
  { one: 'Monetization', many: 'Monetizations' },
  { one: "a player's monetization", many: 'player monetizations' },
  monetizationSchema,
  monetizationFields,
);
export const scheduleEndpoints = partEndpoints(
  'schedules',
  { one: 'Schedule', many: 'Schedules' },
  { one: "a player's ad schedule", many: 'player ad schedules' },
  scheduleSchema,
  scheduleFields,
);
const styleParts = partEndpoints(
  'styles',
  { one: 'Style', many: 'Styles' },
  { one: "a player's style", many: 'player styles' },
  styleSchema,
  styleFields,
);
export const styleEndpoints = {
  ...styleParts,
  update: endpoint({
    ...styleParts.update,
    summary: "Update a player's style, or upload its logo",
    // A multipart PATCH carries the logo file, which leaves no JSON body.
    body: styleFields.partial().nullish(),
    description: 'JSON with the fields to change, or multipart/form-data with a `logo_url` image file (PNG, JPEG, GIF, WebP or SVG).',
  }),
};
export const contentEndpoints = partEndpoints(
  'contents',
  { one: 'Content', many: 'Contents' },
  { one: "a player's content", many: 'player contents' },
  contentSchema,
  contentFields,
);
export const formatEndpoints = partEndpoints(
  'formats',
  { one: 'Format', many: 'Formats' },
  { one: "a player's format", many: 'player formats' },
  formatSchema,
  formatFields,
);
export const blocklistEndpoints = {
  ...partEndpoints(
    'blocklist',
    { one: 'Blocklist', many: 'Blocklists' },
    { one: "a player's ad blocklist", many: 'player ad blocklists' },
    blocklistSchema,
    blocklistFields,
  ),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/blocklist/:id/`,
    operationId: 'deleteBlocklist',
    summary: "Delete a player's ad blocklist",
    tags,
    resource: 'player-blocklist',
    invalidates: ['players'],
    access: { permission: 'players.change_player' },
    params: idParamSchema,
    response: null,
  }),
};

/** A website's VAST ad tags, shared by its players' schedules. */
export const adTagEndpoints = crudEndpoints({
  resource: 'player-adtags',
  path: `${base}/adtags/`,
  tags,
  names: { one: 'AdTag', many: 'AdTags' },
  label: { one: 'an ad tag (VAST)', many: 'ad tags (VAST)' },
  item: adTagSchema,
  input: adTagInputSchema,
  patch: adTagPatchSchema,
  query: websiteItemsQuerySchema,
  params: idParamSchema,
  permissions: { view: 'players.view_adtag', add: 'players.add_adtag', change: 'players.change_adtag', delete: 'players.delete_adtag' },
  invalidates: ['players', 'player-schedules'],
});

/** A website's display-banner ad scripts (GPT slots). */
export const adScriptEndpoints = crudEndpoints({
  resource: 'player-adscripts',
  path: `${base}/adscripts/`,
  tags,
  names: { one: 'AdScript', many: 'AdScripts' },
  label: { one: 'an ad script (display banner)', many: 'ad scripts (display banners)' },
  item: adScriptSchema,
  input: adScriptInputSchema,
  patch: adScriptPatchSchema,
  query: websiteItemsQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'players.view_adscript',
    add: 'players.add_adscript',
    change: 'players.change_adscript',
    delete: 'players.delete_adscript',
  },
  invalidates: ['players', 'player-schedules'],
});
