import { SimpleGrid, TextInput } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { fieldErrors } from '../../lib/api-client';
import { authStore } from '../../lib/auth/auth-store';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useUpdateProfile } from './profile.api';
import { notifyDone, notifyFailed } from '../../components/notices';

/** First and last name, phone and address of the signed-in user. */
export function ProfileInfoForm({ user, profile }: { user: User; profile: Profile }) {
  const { values, text } = useFields({
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: profile.phone_number,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    country: profile.country,
  });
  const update = useUpdateProfile(user.id);
  const errors = fieldErrors(update.error);

  const save = () =>
    update.mutate(values, {
      onSuccess: () => {
        authStore.patchUser({ first_name: values.first_name.trim(), last_name: values.last_name.trim() });
        notifyDone(t('common.saved'));
      },
      onError: () => notifyFailed(t('common.saveFailed')),
    });

  return (
    <FormLayout title={t('users.profile.tabInfo')} submitLabel={t('common.save')} onSubmit={save} submitting={update.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('common.firstName')} autoComplete="given-name" error={errors.first_name} {...text('first_name')} />
        <TextInput label={t('common.lastName')} autoComplete="family-name" error={errors.last_name} {...text('last_name')} />
      </SimpleGrid>
      <TextInput label={t('common.phone')} type="tel" autoComplete="tel" error={errors.phone_number} {...text('phone_number')} />
      <TextInput label={t('common.address')} autoComplete="street-address" error={errors.address} {...text('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('common.city')} autoComplete="address-level2" error={errors.city} {...text('city')} />
        <TextInput label={t('common.state')} autoComplete="address-level1" error={errors.state} {...text('state')} />
        <TextInput label={t('common.country')} autoComplete="country-name" error={errors.country} {...text('country')} />
      </SimpleGrid>
    </FormLayout>
  );
}
