import { SimpleGrid, TextInput } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { fieldErrors } from '../api';
import { authStore } from '../auth';
import { t } from '../i18n';
import { FormLayout } from '../forms/FormLayout';
import { pick } from '../forms/pick';
import { useFields } from '../forms/use-fields';
import { useUpdateProfile } from './profile.api';
import { notifyDone, notifyFailed, notifyRefused } from '../notify/notices';

interface ProfileInfoFormProps {
  user: User;
  profile: Profile;
  title: string;
  /**
   * The signed-in user's own profile (the profile screen): the browser may fill the fields in,
   * the header's name follows a save, and a refused save says only that it failed (the fields
   * show why). Otherwise someone else's (the user screen), where the notice gives the server's answer.
   */
  own?: boolean;
  readOnly?: boolean;
}

/** First and last name, phone and address of a user (PATCH /profiles/{id}/). */
export function ProfileInfoForm({ user, profile, title, own = false, readOnly }: ProfileInfoFormProps) {
  const { values, text } = useFields({
    ...pick(user, ['first_name', 'last_name']),
    ...pick(profile, ['phone_number', 'address', 'city', 'state', 'country']),
  });
  const update = useUpdateProfile(user.id);
  const errors = fieldErrors(update.error);
  const fill = (autoComplete: string) => (own ? { autoComplete } : {});

  const save = () =>
    update.mutate(values, {
      onSuccess: () => {
        if (own) authStore.patchUser({ first_name: values.first_name.trim(), last_name: values.last_name.trim() });
        notifyDone(t('common.saved'));
      },
      onError: (error) => (own ? notifyFailed(t('common.saveFailed')) : notifyRefused('common.saveFailed', error)),
    });

  return (
    <FormLayout title={title} submitLabel={t('common.save')} onSubmit={save} submitting={update.isPending} readOnly={readOnly}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('common.firstName')} {...fill('given-name')} error={errors.first_name} {...text('first_name')} />
        <TextInput label={t('common.lastName')} {...fill('family-name')} error={errors.last_name} {...text('last_name')} />
      </SimpleGrid>
      <TextInput label={t('common.phone')} type="tel" {...fill('tel')} error={errors.phone_number} {...text('phone_number')} />
      <TextInput label={t('common.address')} {...fill('street-address')} error={errors.address} {...text('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('common.city')} {...fill('address-level2')} error={errors.city} {...text('city')} />
        <TextInput label={t('common.state')} {...fill('address-level1')} error={errors.state} {...text('state')} />
        <TextInput label={t('common.country')} {...fill('country-name')} error={errors.country} {...text('country')} />
      </SimpleGrid>
    </FormLayout>
  );
}
