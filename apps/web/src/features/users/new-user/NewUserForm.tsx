import { useState } from 'react';
import { MultiSelect, PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, useFields } from '@pubdesk/ui/forms';
import { userPath } from '../user-display';
import { useCreateUser, useGroupChoices } from './new-user.api';
import { emptyNewUserForm, groupOptions, passwordsDiffer, payloadFromNewUserForm, roleOptions } from './new-user-form';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** Fields shown in the form: their server errors sit beside them, any other in the failure notice. */
const placedFields = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
  'role',
  'groups',
  'is_active',
] as const;

/**
 * The New user form: 'User created successful.' then the new user's screen; a refusal notifies
 * 'Operations faild' over the server's messages that no field shows.
 */
export function NewUserForm() {
  const navigate = useNavigate();
  const { values, set, text } = useFields(emptyNewUserForm);
  const [mismatch, setMismatch] = useState(false);
  const { data: groups, isLoading: groupsLoading } = useGroupChoices();
  const create = useCreateUser();
  const errors = fieldErrors(create.error);

  const submit = () => {
    const differ = passwordsDiffer(values);
    setMismatch(differ);
    if (differ) return;
    create.mutate(payloadFromNewUserForm(values), {
      onSuccess: (created) => {
        notifyDone(t('users.newUser.created'));
        navigate(userPath(created.id));
      },
      onError: (error) => notifyRefused('users.newUser.failed', error, placedFields),
    });
  };

  return (
    <FormLayout title={t('users.user')} submitLabel={t('common.add')} onSubmit={submit} submitting={create.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('common.firstName')} required autoComplete="off" error={errors.first_name} {...text('first_name')} />
        <TextInput label={t('common.lastName')} required autoComplete="off" error={errors.last_name} {...text('last_name')} />
        <TextInput label={t('common.username')} required autoComplete="off" error={errors.username} {...text('username')} />
        <TextInput label={t('common.email')} type="email" required autoComplete="off" error={errors.email} {...text('email')} />
        <PasswordInput label={t('common.password')} required autoComplete="new-password" error={errors.password} {...text('password')} />
        <PasswordInput
          label={t('users.newUser.retypePassword')}
          required
          autoComplete="new-password"
          error={mismatch ? t('users.newUser.passwordMismatch') : undefined}
          {...text('retype_password')}
        />
        <Select
          label={t('common.role')}
          placeholder={t('users.newUser.rolePlaceholder')}
          data={roleOptions()}
          value={values.role || null}
          onChange={(next) => set('role', next ?? '')}
          required
          error={errors.role}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('common.phone')} type="tel" autoComplete="off" error={errors.phone_number} {...text('phone_number')} />
        <TextInput label={t('common.address')} autoComplete="off" error={errors.address} {...text('address')} />
        <TextInput label={t('common.city')} autoComplete="off" error={errors.city} {...text('city')} />
        <TextInput label={t('common.state')} autoComplete="off" error={errors.state} {...text('state')} />
        <TextInput label={t('common.country')} autoComplete="off" error={errors.country} {...text('country')} />
      </SimpleGrid>
      <MultiSelect
        label={t('access.groups')}
        placeholder={t('users.newUser.groupsPlaceholder')}
        nothingFoundMessage={t('users.newUser.groupsEmpty')}
        data={groupOptions(groups ?? [])}
        value={values.groups}
        onChange={(next) => set('groups', next)}
        disabled={groupsLoading}
        searchable
        clearable
        error={errors.groups}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t('common.active')}
        description={t('users.newUser.activeHint')}
        checked={values.is_active}
        onChange={(event) => set('is_active', event.currentTarget.checked)}
        error={errors.is_active}
      />
    </FormLayout>
  );
}
