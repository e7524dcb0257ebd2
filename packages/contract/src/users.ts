import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from './auth.js';
import { idListSchema, intId, pageQuerySchema, requiredText, roleSchema } from './common.js';

/*
 * Users, their profiles and bank accounts, and staff's user administration: the New user form
 * (`POST /users/`) and the header buttons of the user screen (`PATCH /users/{id}/`: Suspend /
 * Activate, names).
 */

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
  is_verified: z.boolean(),
  last_login: z.string().nullable(),
  profile_image: z.string().nullable(),
  display_language: z.string(),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  role: z.union([roleSchema, z.string().regex(/^[a-z_]+(,[a-z_]+)+$/)]).optional(),
  ids: idListSchema.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  user_role: roleSchema,
  groups: z.array(z.number().int()),
  image: z.string().nullable(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_verified: z.boolean(),
  additional: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const text = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);

/** What a user may change on their own profile; role, groups and verification only staff, on others'. */
export const profileUpdateSchema = z
  .object({
    first_name: text(150).min(1, 'This field may not be blank.'),
    last_name: text(150).min(1, 'This field may not be blank.'),
    phone_number: text(30).regex(/^[0-9+()\-\s]*$/, 'Enter a valid phone number.'),
    address: text(255),
    city: text(100),
    state: text(100),
    country: text(100),
    additional: z.record(z.string(), z.unknown()),
    /** Staff's, on someone else's profile: permission group ids, Verify / Unverify, and the role. */
    groups: z.array(intId).max(100),
    is_verified: z.boolean(),
    user_role: roleSchema,
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  bank_name: z.string(),
  bank_address: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  swift_code: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountUpdateSchema = z.object({
  bank_name: text(200),
  bank_address: text(255),
  account_name: text(200),
  account_number: text(64).regex(/^[A-Za-z0-9 -]*$/, 'Enter a valid account number.'),
  swift_code: text(11)
    .toUpperCase()
    .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'Enter a valid SWIFT/BIC code.'),
});
export type BankAccountUpdate = z.infer<typeof bankAccountUpdateSchema>;

// User administration ---------------------------------------------------------------------------
/** An optional text of the New user form, '' when left empty. */
const adminText = (max: number) => text(max).default('');

export const userCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  first_name: requiredText(150),
  last_name: requiredText(150),
  role: roleSchema,
  is_active: z.boolean().default(true),
  groups: z.array(intId).max(100).default([]),
  phone_number: adminText(30).pipe(z.string().regex(/^[0-9+()\-\s]*$/, 'Enter a valid phone number.')),
  address: adminText(255),
  city: adminText(100),
  state: adminText(100),
  country: adminText(100),
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z
  .object({
    first_name: requiredText(150),
    last_name: requiredText(150),
    is_active: z.boolean(),
  })
  .partial();
export type UserUpdate = z.infer<typeof userUpdateSchema>;
