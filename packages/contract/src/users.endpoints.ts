import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import {
  bankAccountSchema,
  bankAccountUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from './users.js';

const tags = ['users'] as const;

/*
 * A user's names, status and verification show in the users list, the user screen, their
 * profile, and the assignments and API keys that name them: a change to any of them refreshes
 * every read of users, and those that show the user's name.
 */
const userWrite = { tags, resource: 'users', invalidates: ['profiles', 'assignments', 'api-keys'] } as const;

/**
 * Users (`/api/users/`): the list (every dropdown of users reads it, under one cache root), one
 * user (your own, or one in your scope with the permission), and staff's administration: the New
 * user form, Suspend / Activate and names, delete. PUT and PATCH take the same partial body.
 */
export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users/',
    operationId: 'listUsers',
    summary: 'List users',
    tags,
    resource: 'users',
    access: { permission: 'users.view_user' },
    query: userListQuerySchema,
    response: listSchema(userSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id/',
    operationId: 'getUser',
    summary: 'Get a user',
    tags,
    resource: 'users',
    access: 'authenticated',
    params: idParamSchema,
    response: userSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/users/',
    operationId: 'createUser',
    summary: 'Create a user',
    errors: {
      403: 'The caller lacks the `users.add_user` permission, the role or groups would give the new user a permission the caller lacks (`permissions_above_you`), or the account or API key is disabled.',
    },
    ...userWrite,
    access: { permission: 'users.add_user' },
    // A new account comes with a password its creator chose: through a key, that would mint a
    // session (with its session-only powers: payouts, e-mail) for whoever holds the key.
    sessionOnly: true,
    body: userCreateSchema,
    response: userSchema,
    status: 201,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/users/:id/',
    operationId: 'replaceUser',
    summary: 'Rename, suspend or activate a user',
    errors: {
      403: 'The caller lacks the `users.change_user` permission, the user ranks at or above the caller (`account_above_you`), or the account or API key is disabled.',
    },
    ...userWrite,
    access: { permission: 'users.change_user' },
    params: idParamSchema,
    body: userUpdateSchema,
    response: userSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/users/:id/',
    operationId: 'updateUser',
    summary: 'Rename, suspend or activate a user',
    errors: {
      403: 'The caller lacks the `users.change_user` permission, the user ranks at or above the caller (`account_above_you`), or the account or API key is disabled.',
    },
    ...userWrite,
    access: { permission: 'users.change_user' },
    params: idParamSchema,
    body: userUpdateSchema,
    response: userSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users/:id/',
    operationId: 'deleteUser',
    summary: 'Delete a user',
    errors: {
      403: 'The caller lacks the `users.delete_user` permission, the user ranks at or above the caller (`account_above_you`), or the account or API key is disabled.',
    },
    ...userWrite,
    access: { permission: 'users.delete_user' },
    params: idParamSchema,
    response: null,
  }),
};

/**
 * Profiles (`/api/profiles/{id}/`, the id is the user's): your own, or one in your scope with
 * the permission. The PATCH also takes multipart/form-data with an `image` file (the avatar);
 * staff's fields (role, groups, verification) change what the user may do and how the users
 * list shows them.
 */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/profiles/:id/',
    operationId: 'getProfile',
    summary: "Get a user's profile",
    tags,
    resource: 'profiles',
    access: 'authenticated',
    params: idParamSchema,
    response: profileSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/profiles/:id/',
    operationId: 'updateProfile',
    summary: "Update a user's profile, or upload their avatar",
    errors: {
      403: 'The user ranks at or above the caller (`account_above_you`), the role or groups would give the user a permission the caller lacks (`permissions_above_you`), or the account or API key is disabled.',
    },
    tags,
    resource: 'profiles',
    invalidates: ['users', 'user-permissions', 'assignments', 'api-keys'],
    access: 'authenticated',
    description: 'JSON with the fields to change, or multipart/form-data with an `image` file (the avatar).',
    params: idParamSchema,
    body: profileUpdateSchema.nullish(),
    response: profileSchema,
  }),
};

/**
 * Bank accounts (`/api/bankaccounts/{id}/`, the id is the user's). Payout details are changed by
 * a signed-in user in their own session only, never through an API key or an impersonated
 * session: neither a key that leaks nor the staff user behind an impersonation may redirect its
 * user's (or anyone's) payouts. Reading follows the key's list.
 */
const bankWrite = {
  tags,
  resource: 'bank-accounts',
  access: 'authenticated',
  sessionOnly: true,
  params: idParamSchema,
  response: bankAccountSchema,
} as const;
export const bankAccountEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/bankaccounts/:id/',
    operationId: 'getBankAccount',
    summary: "Get a user's bank account",
    tags,
    resource: 'bank-accounts',
    access: 'authenticated',
    params: idParamSchema,
    response: bankAccountSchema,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/bankaccounts/:id/',
    operationId: 'replaceBankAccount',
    summary: "Change a user's bank account",
    errors: {
      403: "The user ranks at or above the caller (`account_above_you`), or the account or API key is disabled. Also refused to an API key (`session_required`) and to an impersonated session (`impersonated_session`): only the user's own session may.",
    },
    ...bankWrite,
    body: bankAccountUpdateSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/bankaccounts/:id/',
    operationId: 'updateBankAccount',
    summary: "Change a user's bank account",
    errors: {
      403: "The user ranks at or above the caller (`account_above_you`), or the account or API key is disabled. Also refused to an API key (`session_required`) and to an impersonated session (`impersonated_session`): only the user's own session may.",
    },
    ...bankWrite,
    body: bankAccountUpdateSchema.partial(),
  }),
};
