/**
 * A player's options editor, as the console's Players screen and the portal's player page show it:
 * every section (basic settings, player and platform settings, monetization with the schedule and
 * the website's ad tags and scripts, style, content, format, blocklist, preview), each saved on its
 * own, and the links to them. What is editable follows the caller's permissions; the API scopes the rows.
 */
export { PlayerOptions } from './PlayerOptions';
export { OptionsNav } from './OptionsNav';
export type { VideoBrowser, VideoBrowserProps } from './ContentFields';
/** What the console's Create new player and Embed forms share with the editor. */
export { BasicFields, type BasicValues } from './BasicFields';
export { SizeFields, SwitchField } from './player-fields';
export { useUpdatePlayer } from './players.api';
