import { z } from 'zod';
import { intId, pageQuerySchema } from './common.js';

/*
 * Assignments link staff to the networks, publishers and websites they look after, and networks
 * to their publishers. They decide row scope (docs/product-rules.md): an account manager or an ad
 * operation sees what is assigned to them; a network sees its publishers.
 */

/** The parties an assignment can name, in the order the screens show them. */
export const assignmentFields = ['organization', 'ad_operation', 'account_manager', 'network', 'publisher', 'website'] as const;
export type AssignmentField = (typeof assignmentFields)[number];
/** The user fields, and the roles each accepts (docs/product-rules.md: publishers include pre_activation). */
export const assignmentFieldRoles = {
  organization: ['organization'],
  ad_operation: ['ad_operation'],
  account_manager: ['account_manager'],
  network: ['network'],
  publisher: ['publisher', 'pre_activation'],
} as const;
export type AssignmentUserField = keyof typeof assignmentFieldRoles;
export const assignmentUserFields = Object.keys(assignmentFieldRoles) as AssignmentUserField[];

const ref = z.number().int().nullable();
export const assignmentSchema = z.object({
  id: z.number().int(),
  organization: ref,
  ad_operation: ref,
  account_manager: ref,
  network: ref,
  publisher: ref,
  website: ref,
  /** What the screens show for each party: a user's full name (or username), a website's name. */
  names: z.object({
    organization: z.string().nullable(),
    ad_operation: z.string().nullable(),
    account_manager: z.string().nullable(),
    network: z.string().nullable(),
    publisher: z.string().nullable(),
    website: z.string().nullable(),
  }),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

const optionalRef = z
  .union([z.literal(''), z.null(), intId])
  .transform((v) => (v === '' ? null : v))
  .optional();
const assignmentFieldsSchema = z.object({
  organization: optionalRef,
  ad_operation: optionalRef,
  account_manager: optionalRef,
  network: optionalRef,
  publisher: optionalRef,
  website: optionalRef,
});
/**
 * `manager` is the user being viewed on the user screen: the server puts it in the field its
 * role names (docs/product-rules.md).
 */
export const assignmentInputSchema = assignmentFieldsSchema.extend({ manager: optionalRef });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;
export const assignmentPatchSchema = assignmentFieldsSchema;

export const assignmentListQuerySchema = pageQuerySchema.extend({
  /** Assignments naming this user in any field (or in `role`'s field when `role` is given). */
  user: intId.optional(),
  role: z.enum(['organization', 'ad_operation', 'account_manager', 'network', 'publisher', 'pre_activation']).optional(),
  website: intId.optional(),
});
