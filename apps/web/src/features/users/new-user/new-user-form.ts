import { roles, type BodyIn, type Group, type Role, type userEndpoints } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SelectOption } from '@pubdesk/ui/choices';

/** The New user form: text as typed, the role '' until one is chosen, group ids as text. */
export interface NewUserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  retype_password: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  country: string;
  role: string;
  groups: string[];
  is_active: boolean;
}

type UserCreateBody = BodyIn<typeof userEndpoints.create>;
/** The body of POST /users/; a role not chosen is left out for the server to ask for. */
export type NewUserPayload = Omit<UserCreateBody, 'role'> & Partial<Pick<UserCreateBody, 'role'>>;

export const emptyNewUserForm: NewUserFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  retype_password: '',
  phone_number: '',
  address: '',
  city: '',
  state: '',
  country: '',
  role: '',
  groups: [],
  is_active: true,
};

const optionalFields = ['phone_number', 'address', 'city', 'state', 'country'] as const;

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/**
 * Text is trimmed (passwords are sent as typed); empty optional fields are left out, the server
 * stores them blank; group ids become numbers; the retyped password stays in the form.
 */
export function payloadFromNewUserForm(values: NewUserFormValues): NewUserPayload {
  const payload: NewUserPayload = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    is_active: values.is_active,
    groups: values.groups.map(Number).filter((id) => Number.isInteger(id) && id > 0),
  };
  if (isRole(values.role)) payload.role = values.role;
  for (const field of optionalFields) {
    const value = values[field].trim();
    if (value) payload[field] = value;
  }
  return payload;
}

/** The retyped password differs from the password (checked before anything is sent). */
export function passwordsDiffer(values: Pick<NewUserFormValues, 'password' | 'retype_password'>): boolean {
  return values.password !== values.retype_password;
}

/** Every role with its readable label, in the contract's order. */
export function roleOptions(): SelectOption[] {
  return roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }));
}

/** The permission groups as multi-select choices, by name. */
export function groupOptions(groups: readonly Pick<Group, 'id' | 'name'>[]): SelectOption[] {
  return groups.map((group) => ({ value: String(group.id), label: group.name })).sort((a, b) => a.label.localeCompare(b.label));
}
