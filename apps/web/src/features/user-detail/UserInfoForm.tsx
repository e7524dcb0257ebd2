import { SimpleGrid, TextInput } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useUpdateProfile } from '../profile/profile.api';
import { notifyDone, notifyRefused } from '../../components/notices';

/** First and last name, phone and address of the user (PATCH /profiles/{id}/); read-only for who may not change them. */
export function UserInfoForm({ user, profile, readOnly }: { user: User; profile: Profile; readOnly?: boolean }) {
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
      onSuccess: () => notifyDone(t('common.saved')),
      onError: (error) => notifyRefused('common.saveFailed', error),
    });

  return (
    <FormLayout
      title={t('users.detail.tabInfo')}
      submitLabel={t('common.save')}
      onSubmit={save}
      submitting={update.isPending}
      readOnly={readOnly}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('common.firstName')} error={errors.first_name} {...text('first_name')} />
        <TextInput label={t('common.lastName')} error={errors.last_name} {...text('last_name')} />
      </SimpleGrid>
      <TextInput label={t('common.phone')} type="tel" error={errors.phone_number} {...text('phone_number')} />
      <TextInput label={t('common.address')} error={errors.address} {...text('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('common.city')} error={errors.city} {...text('city')} />
        <TextInput label={t('common.state')} error={errors.state} {...text('state')} />
        <TextInput label={t('common.country')} error={errors.country} {...text('country')} />
      </SimpleGrid>
    </FormLayout>
  );
}
