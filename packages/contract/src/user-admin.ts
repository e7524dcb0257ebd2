import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from './auth.js';
import { intId, roleSchema } from './common.js';

/*
 * Staff's user administration: the New user form (`POST /users/`) and the header buttons of the
 * user screen (`PATCH /users/{id}/`: Suspend / Activate, names).
 */

const name = z.string().trim().min(1, 'This field may not be blank.').max(150, 'Ensure this field has no more than 150 characters.');
const text = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`).default('');

export const userCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  first_name: name,
  last_name: name,
  role: roleSchema,
  is_active: z.boolean().default(true),
  groups: z.array(intId).max(100).default([]),
  phone_number: text(30).pipe(z.string().regex(/^[0-9+()\-\s]*$/, 'Enter a valid phone number.')),
  address: text(255),
  city: text(100),
  state: text(100),
  country: text(100),
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z
  .object({
    first_name: name,
    last_name: name,
    is_active: z.boolean(),
  })
  .partial();
export type UserUpdate = z.infer<typeof userUpdateSchema>;
