import {
  blocklistDefaults,
  blocklistFields,
  contentDefaults,
  contentFields,
  formatDefaults,
  formatFields,
  monetizationDefaults,
  monetizationFields,
  platformSettingsDefaults,
  platformSettingsFields,
  playerSettingsDefaults,
  playerSettingsFields,
  scheduleDefaults,
  scheduleFields,
  styleDefaults,
  styleFields,
} from '@pubdesk/contract';
import type { z } from 'zod';
import type { PartKind } from './players.table.js';

interface PartDefinition {
  /** The fields a client writes, checked again on the merged document before it is stored. */
  fields: z.ZodObject;
  /** A new player's part. */
  defaults: Record<string, unknown>;
}

/** Every kind of part a player has, with what a new one holds; the style also keeps its logo's url and storage key. */
export const partDefinitions: Record<PartKind, PartDefinition> = {
  settings: { fields: playerSettingsFields, defaults: playerSettingsDefaults },
  platform_settings: { fields: platformSettingsFields, defaults: platformSettingsDefaults },
  monetization: { fields: monetizationFields, defaults: monetizationDefaults },
  schedule: { fields: scheduleFields, defaults: scheduleDefaults },
  style: { fields: styleFields, defaults: { ...styleDefaults, logo_url: null, logo_key: null } },
  content: { fields: contentFields, defaults: contentDefaults },
  format: { fields: formatFields, defaults: formatDefaults },
  blocklist: { fields: blocklistFields, defaults: blocklistDefaults },
};

/** A new player's parts, ready to insert. */
export const defaultParts = (playerId: number) =>
  (Object.keys(partDefinitions) as PartKind[]).map((kind) => ({ playerId, kind, data: { ...partDefinitions[kind].defaults } }));
