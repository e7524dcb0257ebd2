import { z } from 'zod';
import { importStates } from './imports.js';
import { activeStatusSchema, intId, prioritySchema, requiredText, settingStatuses, shortnameSchema } from './common.js';

/** External APIs: the credentials of a reporting API that demand sources are read through. */

/** The reporting APIs demand sources can be read through; admanager is the default. */
export const apiTypeNames = ['admanager', 'adsense', 'aniview', 'netlink', 'postquare'] as const;
export type ApiTypeName = (typeof apiTypeNames)[number];
export const defaultApiType: ApiTypeName = 'admanager';

export const apiTypeSchema = z.object({ id: z.number().int(), shortname: z.string() });
export type ApiType = z.infer<typeof apiTypeSchema>;

/** What the API answers in place of stored credentials: they are never sent back. */
export const credentialsMask = '••••••••';

export const externalApiSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  shortname: z.string(),
  /** `credentialsMask` when credentials are stored, '' otherwise. */
  code: z.string(),
  priority: z.number().int(),
  status: z.enum(settingStatuses),
  /** The account the credentials belong to, read from them (e.g. a service account's client_email). */
  accountEmail: z.string(),
  /** The newest import run through this API: its state and when it ended (null: none yet). */
  last_import: z.object({ state: z.enum(importStates), finished_at: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type ExternalApi = z.infer<typeof externalApiSchema>;

const credentials = z.string().max(20000, 'Ensure this field has no more than 20000 characters.');
const externalApiFields = z.object({
  name: requiredText(200),
  shortname: shortnameSchema,
  code: credentials,
  /** The API type's shortname; it must match the `{type}` of the path. */
  type: z.enum(apiTypeNames, { message: 'Select a valid choice.' }),
  priority: prioritySchema,
  status: activeStatusSchema,
});
export const externalApiInputSchema = externalApiFields.extend({
  code: credentials.refine((v) => v.trim().length > 0, 'This field may not be blank.'),
  priority: prioritySchema.default(0),
  status: activeStatusSchema.default('active'),
  type: externalApiFields.shape.type.optional(),
});
export type ExternalApiInput = z.input<typeof externalApiInputSchema>;
/** On update, an empty or omitted `code` keeps the stored credentials. */
export const externalApiPatchSchema = externalApiFields.partial();
export const apiTypeParamSchema = z.object({ type: z.string().max(50) });
export const apiTypeIdParamSchema = apiTypeParamSchema.extend({ id: intId });
