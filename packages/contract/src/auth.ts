import { z } from 'zod';
import { intId, roleSchema } from './common.js';

/** Passwords: long enough to matter, short enough to hash cheaply. */
export const passwordSchema = z
  .string()
  .min(8, 'This password is too short. It must contain at least 8 characters.')
  .max(128, 'Ensure this field has no more than 128 characters.');

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Ensure this field has at least 3 characters.')
  .max(150, 'Ensure this field has no more than 150 characters.')
  .regex(/^[a-z0-9@.+_-]+$/, 'Enter a valid username. It may contain only letters, numbers, and @/./+/-/_ characters.');

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);

/** The `user` object carried in every access token. */
export const tokenUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  is_verified: z.boolean(),
  profile_image: z.string().nullable(),
});
export type TokenUser = z.infer<typeof tokenUserSchema>;

export const tokenRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'This field may not be blank.').max(150),
  password: z.string().min(1, 'This field may not be blank.').max(128),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1, 'This field may not be blank.').max(200) });
export const verifyTokenRequestSchema = z.object({ token: z.string().min(1, 'This field may not be blank.').max(4000) });
export const logoutRequestSchema = refreshRequestSchema;

export const registrationRequestSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmed_password: z.string(),
    first_name: z.string().trim().min(1, 'This field may not be blank.').max(150),
    last_name: z.string().trim().min(1, 'This field may not be blank.').max(150),
    company_name: z.string().trim().max(200).optional(),
    company_url: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.password === v.confirmed_password, {
    path: ['confirmed_password'],
    message: "The two password fields didn't match.",
  });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const keyTypes = ['account', 'reset'] as const;
export const verifyKeyRequestSchema = z.object({
  key: z.string().min(1, 'This field may not be blank.').max(200),
  type: z.enum(keyTypes),
  password: z.string().max(128).optional(),
  confirmed_password: z.string().max(128).optional(),
});

export const forgotRequestSchema = z.object({
  email: emailSchema,
  resend: z.boolean().optional(),
});

export const resetRequestSchema = z
  .object({
    key: z.string().min(1, 'This field may not be blank.').max(200),
    password: passwordSchema,
    confirmed_password: z.string(),
  })
  .refine((v) => v.password === v.confirmed_password, {
    path: ['confirmed_password'],
    message: "The two password fields didn't match.",
  });

/** The caller's own current password: sensitive changes re-check who is at the keyboard. */
const currentPasswordSchema = z.string().min(1, 'This field may not be blank.').max(128);

/**
 * `password` is the caller's own current password, asked whether the e-mail is their own or,
 * for a user they may manage, someone else's.
 */
export const changeEmailRequestSchema = z
  .object({ user: intId, email: emailSchema, email_confirm: emailSchema, password: currentPasswordSchema })
  .refine((v) => v.email === v.email_confirm, { path: ['email_confirm'], message: "The two email fields didn't match." });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/**
 * `old_password` is the caller's own current password: the user's old one when it is their own
 * account, the caller's when they change the password of a user they may manage.
 */
export const changePasswordRequestSchema = z
  .object({
    user: intId,
    old_password: currentPasswordSchema,
    new_password: passwordSchema,
    confirmed_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirmed_password, {
    path: ['confirmed_password'],
    message: "The two password fields didn't match.",
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
