import { z } from 'zod';
import { intId, pageQuerySchema } from './common.js';

/*
 * API keys: a request with `Authorization: Api-Key <key>` acts as the key's user, limited to
 * the key's permissions. The server makes the key (256 random bits), keeps it encrypted, and
 * shows it masked; revealing it is a separate, audited call.
 */
export const apiKeyStatuses = ['active', 'pending', 'suspended'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];
/** Keys start with this, so a leaked one is easy to recognise (and to search for in code). */
export const apiKeyPrefix = 'pdk_';

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.number().int(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_role: z.string(),
  /** Masked: the prefix, dots and the last four characters. */
  key: z.string(),
  status: z.enum(apiKeyStatuses),
  /** Codenames; empty means every permission the user has. */
  permissions: z.array(z.string()),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyRevealSchema = z.object({ key: z.string() });

const fields = z.object({
  name: z.string().trim().min(1, 'This field may not be blank.').max(150, 'Ensure this field has no more than 150 characters.'),
  user: intId,
  /** Only active and suspended are chosen; pending is display only (docs/product-rules.md). */
  status: z.enum(['active', 'suspended'], { message: 'Select a valid choice.' }),
  permissions: z.array(z.string().max(100)).max(1000),
});
export const apiKeyInputSchema = fields.extend({
  status: fields.shape.status.default('active'),
  permissions: fields.shape.permissions.default([]),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
/** The key's user is fixed once it exists. */
export const apiKeyPatchSchema = fields.omit({ user: true }).partial();
export const apiKeyListQuerySchema = pageQuerySchema.extend({ user: intId.optional() });
