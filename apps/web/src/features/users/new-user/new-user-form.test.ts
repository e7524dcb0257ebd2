import { describe, expect, it } from 'vitest';
import {
  emptyNewUserForm,
  groupOptions,
  passwordsDiffer,
  payloadFromNewUserForm,
  roleOptions,
  type NewUserFormValues,
} from './new-user-form';

const filled: NewUserFormValues = {
  first_name: ' Ada ',
  last_name: ' Lovelace ',
  username: ' ada ',
  email: ' ada@example.test ',
  password: ' secret pass ',
  retype_password: ' secret pass ',
  phone_number: ' +44 20 7946 0000 ',
  address: ' 1 Analytical Way ',
  city: ' London ',
  state: ' ',
  country: 'UK',
  role: 'publisher',
  groups: ['3', '12'],
  is_active: false,
};

describe('new user form', () => {
  it('starts empty, active, with no role and no groups', () => {
    expect(emptyNewUserForm).toMatchObject({ username: '', role: '', groups: [], is_active: true });
  });

  it('trims text, keeps the password as typed, sends group ids as numbers and the status as a boolean', () => {
    expect(payloadFromNewUserForm(filled)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada',
      email: 'ada@example.test',
      password: ' secret pass ',
      role: 'publisher',
      groups: [3, 12],
      is_active: false,
      phone_number: '+44 20 7946 0000',
      address: '1 Analytical Way',
      city: 'London',
      country: 'UK',
    });
  });

  it('leaves out empty optional fields, an unchosen role and the retyped password', () => {
    const payload = payloadFromNewUserForm({
      ...emptyNewUserForm,
      username: 'bob',
      password: 'long-enough',
      retype_password: 'long-enough',
    });
    expect(payload).toEqual({
      first_name: '',
      last_name: '',
      username: 'bob',
      email: '',
      password: 'long-enough',
      groups: [],
      is_active: true,
    });
    expect(payload).not.toHaveProperty('role');
    expect(payload).not.toHaveProperty('retype_password');
  });

  it('drops a group id that is not a positive whole number', () => {
    expect(payloadFromNewUserForm({ ...emptyNewUserForm, groups: ['4', '', 'x', '0'] }).groups).toEqual([4]);
  });

  it('tells when the retyped password differs', () => {
    expect(passwordsDiffer({ password: 'long-enough', retype_password: 'long-enough' })).toBe(false);
    expect(passwordsDiffer({ password: 'long-enough', retype_password: 'long-enougH' })).toBe(true);
  });

  it('offers every role with a readable label and the groups by name', () => {
    expect(roleOptions().map((option) => option.label)).toEqual([
      'Admin',
      'Organization',
      'Developer',
      'Account manager',
      'Ad operation',
      'Network',
      'Publisher',
      'Pre activation',
    ]);
    expect(roleOptions().find((option) => option.label === 'Publisher')?.value).toBe('publisher');
    expect(
      groupOptions([
        { id: 2, name: 'Reporting' },
        { id: 1, name: 'Inventory editors' },
      ]),
    ).toEqual([
      { value: '1', label: 'Inventory editors' },
      { value: '2', label: 'Reporting' },
    ]);
  });
});
