import { z } from 'zod';
import { int4Max, intId, pageQuerySchema, requiredText } from './common.js';

/**
 * Video players and their parts. A player belongs to a website; each part (settings, platform
 * settings, monetization, schedule, style, content, format, blocklist) is one record per player,
 * created with it. Ad tags and ad scripts belong to the website and are shared by its players.
 */
export const playerStatuses = ['active', 'pending', 'suspended'] as const;
/** instream: plays content with ads around it; outstream: an ad-only player in the page's text. */
export const playerTypes = ['instream', 'outstream'] as const;
/** Where the player sits: in place, stuck to the viewport, floating when scrolled away, or in an article. */
export const formatTypes = ['default', 'sticky', 'floating', 'in_article'] as const;
export const formatPositions = ['bottom_right', 'bottom_left', 'top_right', 'top_left'] as const;
export const companionPositions = ['none', 'top', 'bottom'] as const;
export const scheduleTypes = ['vmap', 'vast', 'multiple_vast'] as const;
export const contentTypes = ['url', 'video', 'playlist'] as const;

const notAnInteger = 'A valid integer is required.';
/** A whole number from `min` to `max`, with the server's messages (the console checks as you type). */
export const intBetween = (min: number, max: number) =>
  z.coerce
    .number({ message: notAnInteger })
    .int(notAnInteger)
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);
/** A width or height in pixels, and the ad plays / requests / delay counts: 1 to 1200. */
export const playerSize = intBetween(1, 1200);
export const viewPercentage = intBetween(0, 100);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'Select a valid choice.' });

/** An http(s) URL (ad tag, clickthrough, content), at most `max` characters; '' where optional. */
export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Enter a valid URL.');
const optionalUrl = (max: number) => z.union([z.literal(''), httpUrl(max)]);
/** Ids of a website's ad tags in a schedule list. */
const idList = z.array(intId).max(50, 'Ensure this field has no more than 50 elements.');

const sizes = {
  desktop_width: playerSize,
  desktop_height: playerSize,
  mobile_width: playerSize,
  mobile_height: playerSize,
};
const sizeDefaults = { desktop_width: 640, desktop_height: 360, mobile_width: 320, mobile_height: 180 };

// Players ----------------------------------------------------------------------------------------
export const playerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website_id: z.number().int(),
  website_name: z.string(),
  player_type: z.enum(playerTypes),
  status: z.enum(playerStatuses),
  ...sizes,
  /** The embed snippet loads the script asynchronously. */
  async: z.boolean(),
  /** Serve through DFP: stored with the player, no effect on serving (the spec's switch). */
  dfp: z.boolean(),
  /** From the player's format record. */
  position: z.enum(formatPositions),
  companion_position: z.enum(companionPositions),
  close_button: z.boolean(),
  /** Ids of the player's parts (null once a part is deleted: only the blocklist can be). */
  format: z.number().int().nullable(),
  settings: z.number().int().nullable(),
  platform_settings: z.number().int().nullable(),
  monetization: z.number().int().nullable(),
  schedule: z.number().int().nullable(),
  style: z.number().int().nullable(),
  content: z.number().int().nullable(),
  blocklist: z.number().int().nullable(),
  /** Bumped by every change to what the player serves: its public config is stale until rebuilt. */
  config_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

const playerFields = z.object({
  name: requiredText(200),
  website_id: intId,
  player_type: choice(playerTypes).default('instream'),
  status: choice(playerStatuses).default('pending'),
  desktop_width: playerSize.default(sizeDefaults.desktop_width),
  desktop_height: playerSize.default(sizeDefaults.desktop_height),
  mobile_width: playerSize.default(sizeDefaults.mobile_width),
  mobile_height: playerSize.default(sizeDefaults.mobile_height),
  async: z.boolean().default(true),
  dfp: z.boolean().default(false),
});
export const playerInputSchema = playerFields;
/** A player stays on its website: a PATCH cannot move it (its schedule names that website's tags). */
export const playerPatchSchema = z
  .object({
    name: requiredText(200),
    player_type: choice(playerTypes),
    status: choice(playerStatuses),
    ...sizes,
    async: z.boolean(),
    dfp: z.boolean(),
  })
  .partial();
export const playerListQuerySchema = pageQuerySchema.extend({
  website: intId.optional(),
  status: z.enum(playerStatuses).optional(),
});
export const playerStatusSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  suspended: z.number().int(),
});
export type PlayerStatusSummary = z.infer<typeof playerStatusSummarySchema>;

/** Lists of a player's parts: `?player=` for one player, `?website=` for a website's players. */
export const playerPartQuerySchema = pageQuerySchema.extend({ player: intId.optional(), website: intId.optional() });

// The parts --------------------------------------------------------------------------------------
const partBase = { id: z.number().int(), player: z.number().int() };

export const autoplaySchema = z.object({
  autoplay: z.boolean(),
  /** How much of the player must be in view before it starts. */
  view_percentage: viewPercentage,
  desktop_only: z.boolean(),
  ad_present: z.boolean(),
  require_muted: z.boolean(),
  pause_content_out_view: z.boolean(),
  pause_ad_out_view: z.boolean(),
});
export const appendToElementSchema = z.object({
  append: z.boolean(),
  insert_before: z.boolean(),
  selector: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.'),
});
export const playerSettingsFields = z.object({
  ...sizes,
  autoplay: autoplaySchema,
  append_to_element: appendToElementSchema,
  allow_analytics: z.boolean(),
});
export const playerSettingsDefaults: z.infer<typeof playerSettingsFields> = {
  ...sizeDefaults,
  autoplay: {
    autoplay: false,
    view_percentage: 50,
    desktop_only: false,
    ad_present: false,
    require_muted: true,
    pause_content_out_view: true,
    pause_ad_out_view: false,
  },
  append_to_element: { append: false, insert_before: false, selector: '' },
  allow_analytics: true,
};

export const platformSettingsFields = z.object({
  total_ad_plays: playerSize,
  total_ad_requests: playerSize,
  delay_between_requests: playerSize,
  debug: z.boolean(),
});
export const platformSettingsDefaults: z.infer<typeof platformSettingsFields> = {
  total_ad_plays: 10,
  total_ad_requests: 20,
  delay_between_requests: 30,
  debug: false,
};

export const monetizationFields = z.object({
  monetize: z.boolean(),
  /** Hidden on screen; kept for the player script. */
  disable_player_ad_block: z.boolean(),
  disable_autoplay_ad_block: z.boolean(),
});
export const monetizationDefaults: z.infer<typeof monetizationFields> = {
  monetize: true,
  disable_player_ad_block: false,
  disable_autoplay_ad_block: false,
};

/**
 * The ads a player plays: vmap (preroll, midroll, postroll lists of ad tag ids), vast (one tag),
 * multiple_vast (a waterfall of tags); display_banner is one ad script, with any type. Every id
 * is one of the player's website's tags or scripts (the server checks).
 */
export const scheduleFields = z.object({
  type: choice(scheduleTypes),
  preroll: idList,
  midroll: idList,
  postroll: idList,
  vast: intId.nullable(),
  multiple_vast: idList,
  display_banner: intId.nullable(),
});
export const scheduleDefaults: z.infer<typeof scheduleFields> = {
  type: 'vmap',
  preroll: [],
  midroll: [],
  postroll: [],
  vast: null,
  multiple_vast: [],
  display_banner: null,
};

export const styleFields = z.object({
  powered_by_alt: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.'),
  clickthrough_url: optionalUrl(2000),
  custom_css: z.string().max(20000, 'Ensure this field has no more than 20000 characters.'),
});
export const styleDefaults: z.infer<typeof styleFields> = { powered_by_alt: '', clickthrough_url: '', custom_css: '' };

export const contentFields = z.object({
  type: choice(contentTypes),
  external_url: optionalUrl(2000),
  video: intId.nullable(),
  playlist: intId.nullable(),
});
export const contentDefaults: z.infer<typeof contentFields> = { type: 'url', external_url: '', video: null, playlist: null };

export const formatFields = z.object({
  type: choice(formatTypes),
  position: choice(formatPositions),
  companion_position: choice(companionPositions),
  close_button: z.boolean(),
});
export const formatDefaults: z.infer<typeof formatFields> = {
  type: 'default',
  position: 'bottom_right',
  companion_position: 'none',
  close_button: true,
};

/** Ad ids the player never plays: whole numbers (the console converts each as it is added). */
export const blocklistFields = z.object({
  ads: z
    .array(
      z.coerce
        .number({ message: notAnInteger })
        .int(notAnInteger)
        .min(0, 'Ensure this value is greater than or equal to 0.')
        .max(int4Max, `Ensure this value is less than or equal to ${int4Max}.`),
    )
    .max(1000, 'Ensure this field has no more than 1000 elements.'),
});
export const blocklistDefaults: z.infer<typeof blocklistFields> = { ads: [] };

export const playerSettingsSchema = playerSettingsFields.extend(partBase);
export const platformSettingsSchema = platformSettingsFields.extend(partBase);
export const monetizationSchema = monetizationFields.extend({ ...partBase, schedule: z.number().int().nullable() });
export const scheduleSchema = scheduleFields.extend(partBase);
export const styleSchema = styleFields.extend({ ...partBase, logo_url: z.string().nullable() });
export const contentSchema = contentFields.extend(partBase);
export const formatSchema = formatFields.extend(partBase);
export const blocklistSchema = blocklistFields.extend(partBase);
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type Monetization = z.infer<typeof monetizationSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type PlayerStyle = z.infer<typeof styleSchema>;
export type PlayerContent = z.infer<typeof contentSchema>;
export type PlayerFormat = z.infer<typeof formatSchema>;
export type Blocklist = z.infer<typeof blocklistSchema>;

/** A part's create body: its player and any fields (the rest take the defaults). */
export const partInput = <S extends z.ZodObject>(fields: S) => fields.partial().extend({ player: intId });

// Ad tags and scripts (the website's) ----------------------------------------------------------------
export const adTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  website_id: z.number().int(),
  created_at: z.string(),
});
export type AdTag = z.infer<typeof adTagSchema>;
export const adTagInputSchema = z.object({ name: requiredText(200), url: httpUrl(4000), website_id: intId });
export const adTagPatchSchema = adTagInputSchema.omit({ website_id: true }).partial();

/** The ad scripts' size presets and div prefix (the ad script modal). */
export const adScriptPresets = [
  { label: 'mobile', width: 320, height: 100 },
  { label: 'tablet', width: 300, height: 250 },
  { label: 'desktop', width: 336, height: 280 },
] as const;
export const adScriptDivPrefix = 'div-gpt-ad-';
export const adScriptSchema = z.object({
  id: z.number().int(),
  ad_id: z.string(),
  ad_width: z.number().int(),
  ad_height: z.number().int(),
  div_id: z.string(),
  website_id: z.number().int(),
  created_at: z.string(),
});
export type AdScript = z.infer<typeof adScriptSchema>;
export const adScriptInputSchema = z.object({
  /** The ad unit path, as the ad server names it: `/1234567/site_banner`. */
  ad_id: requiredText(500),
  ad_width: playerSize,
  ad_height: playerSize,
  div_id: requiredText(200).regex(/^[A-Za-z][\w-]*$/, 'Enter a valid element id: a letter, then letters, digits, - and _.'),
  website_id: intId,
});
export const adScriptPatchSchema = adScriptInputSchema.omit({ website_id: true }).partial();
export const websiteItemsQuerySchema = pageQuerySchema.extend({ website: intId.optional() });

// Logos, cache ---------------------------------------------------------------------------------------
export const logoAssetSchema = z.object({ key: z.string(), url: z.string() });
export type LogoAsset = z.infer<typeof logoAssetSchema>;
export const logoAssetsSchema = z.object({ whitelabel: z.array(logoAssetSchema), player_assets: z.array(logoAssetSchema) });
export type LogoAssets = z.infer<typeof logoAssetsSchema>;
export const logoPickSchema = z.object({ key: z.string().trim().min(1, 'This field may not be blank.').max(300), player_id: intId });

export const purgeInputSchema = z.object({ url: z.string().trim().min(1, 'This field may not be blank.').max(2000) });
export const purgeResultSchema = z.object({ url: z.string(), player: z.number().int(), purged_at: z.string() });
export type PurgeResult = z.infer<typeof purgeResultSchema>;

/** The path of a player's public config (served by the player script's issue), under /api. */
export const publicPlayerPath = (id: number) => `/api/players/public/${id}/`;

// The public config (what a page's player script reads) -------------------------------------------
const publicTag = z.object({ id: z.number().int(), url: z.string() });
/**
 * Everything a page needs to play a player, and nothing internal: no website, user or tag
 * names. Media URLs may be relative to the API's origin (`/media/...`): the script resolves
 * them against the URL it read the config from.
 */
export const publicPlayerConfigSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  player_type: z.enum(playerTypes),
  sizes: z.object(sizes),
  settings: playerSettingsFields,
  platform_settings: platformSettingsFields,
  monetization: monetizationFields,
  schedule: z.object({
    type: z.enum(scheduleTypes),
    preroll: z.array(publicTag),
    midroll: z.array(publicTag),
    postroll: z.array(publicTag),
    vast: publicTag.nullable(),
    multiple_vast: z.array(publicTag),
    display_banner: z.object({ ad_id: z.string(), ad_width: z.number().int(), ad_height: z.number().int(), div_id: z.string() }).nullable(),
  }),
  style: z.object({ logo_url: z.string().nullable(), powered_by_alt: z.string(), clickthrough_url: z.string(), custom_css: z.string() }),
  /**
   * What plays: `url` first (MP4, WebM or an HLS manifest; null when nothing is picked yet), its
   * poster, and for a library video or playlist every item in play order (the player moves to
   * the next when one ends). Videos in the trash are left out.
   */
  content: z.object({
    type: z.enum(contentTypes),
    url: z.string().nullable(),
    poster: z.string().nullable(),
    items: z.array(z.object({ url: z.string(), poster: z.string().nullable(), title: z.string() })),
  }),
  format: formatFields,
  /** Ad ids never played. */
  blocklist: z.array(z.number().int()),
});
export type PublicPlayerConfig = z.infer<typeof publicPlayerConfigSchema>;
export const publicConfigQuerySchema = z.object({ cache: z.enum(['no']).optional() });
