import { z } from 'zod';
import { intId, pageQuerySchema, requiredText, shortnameSchema } from './common.js';

/*
 * Access: permissions (codenames `<service>.<action>_<model>`, grouped by service), permission
 * groups, per-user grant/deny exceptions. Effective permissions = the role's
 * defaults + the user's groups' permissions, then exceptions: grant adds, deny removes, deny wins.
 */

// Services and permissions ------------------------------------------------------------------------
export const serviceSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type Service = z.infer<typeof serviceSchema>;
export const serviceUpdateSchema = z.object({
  description: z.string().trim().max(500, 'Ensure this field has no more than 500 characters.'),
});

export const permissionSchema = z.object({
  id: z.number().int(),
  /** What the screens show, e.g. 'Can change website'. */
  name: z.string(),
  /** `websites.change_website`. */
  codename: z.string(),
  service: z.string(),
});
export type PermissionRecord = z.infer<typeof permissionSchema>;
/** Developers may rename a permission; its codename is fixed by the code that checks it. */
export const permissionUpdateSchema = z.object({ name: requiredText(150) });
export const permissionListQuerySchema = pageQuerySchema.extend({ service: z.string().max(50).optional() });

// Groups -------------------------------------------------------------------------------------------
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** Permission ids, sent as strings. */
  permissions: z.array(z.string()),
});
export type Group = z.infer<typeof groupSchema>;
const groupFields = z.object({
  name: requiredText(150),
  code: shortnameSchema,
  permissions: z.array(intId).max(1000),
});
export const groupInputSchema = groupFields.extend({ permissions: groupFields.shape.permissions.default([]) });
export type GroupInput = z.input<typeof groupInputSchema>;
/** Without defaults: a PATCH that leaves out `permissions` keeps them (`.partial()` keeps a default). */
export const groupPatchSchema = groupFields.partial();

// Exceptions ---------------------------------------------------------------------------------------
export const exceptionTypes = ['grant', 'deny'] as const;
export const exceptionSchema = z.object({
  id: z.number().int(),
  permission: z.number().int(),
  codename: z.string(),
  permission_name: z.string(),
  type: z.enum(exceptionTypes),
  user: z.number().int(),
});
export type PermissionException = z.infer<typeof exceptionSchema>;
export const exceptionInputSchema = z.object({
  permission: intId,
  type: z.enum(exceptionTypes, { message: 'Select a valid choice.' }),
  user: intId,
});
export const exceptionListQuerySchema = pageQuerySchema.extend({ user: intId.optional() });

/** `GET /users/{id}/permissions/`: what the user may do now, and why. */
export const effectivePermissionsSchema = z.object({
  user: z.number().int(),
  role: z.string(),
  groups: z.array(z.number().int()),
  permissions: z.array(z.string()),
});
export type EffectivePermissions = z.infer<typeof effectivePermissionsSchema>;

/** `GET /auth/permissions/`: what the caller may do now (an API key's, cut down to the key), so screens show only usable controls. */
export const myPermissionsSchema = z.object({ role: z.string(), permissions: z.array(z.string()) });
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
