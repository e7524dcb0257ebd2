import { z } from 'zod';
import { intId } from './common.js';

/** Roles staff may impersonate (docs/product-rules.md); a pre_activation session opens as publisher. */
export const impersonableRoles = ['publisher', 'network', 'pre_activation'] as const;

export const impersonationRequestSchema = z.object({
  user_id: intId,
});
export const impersonationResponseSchema = z.object({
  /** Single use, valid 60 seconds. */
  key: z.string(),
  expires_at: z.string(),
  /** The portal address to open in a new tab, carrying the key as `impersonating`. */
  url: z.string(),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;
export const impersonationExchangeSchema = z.object({ key: z.string().min(1, 'This field may not be blank.').max(200) });
/** An impersonated session has no refresh token: it ends when its access token expires. */
export const impersonationSessionSchema = z.object({ access: z.string() });
