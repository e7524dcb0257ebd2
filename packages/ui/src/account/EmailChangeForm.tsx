import { PasswordInput, Text, TextInput } from '@mantine/core';
import { authStore } from '../auth';
import { t } from '../i18n';
import { RefusalAlert } from '../forms/RefusalAlert';
import { FormLayout } from '../forms/FormLayout';
import { useChangeEmail } from './profile.api';
import { useAccountChange } from './use-account-change';

const empty = { email: '', email_confirm: '', password: '' };

/** New email twice and the current password; the server checks them. */
export function EmailChangeForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  // The signed-in session shows the new address at once.
  const onChanged = (sent: typeof empty) => authStore.patchUser({ email: sent.email.trim().toLowerCase() });
  const { text, save, errors, submitting, refusal } = useAccountChange(userId, empty, useChangeEmail(), onChanged);

  return (
    <FormLayout title={t('users.changeEmail')} submitLabel={t('users.changeEmail')} onSubmit={save} submitting={submitting}>
      <Text size="sm" c="dimmed">
        {t('users.currentEmail', { email: currentEmail })}
      </Text>
      <TextInput label={t('common.email')} type="email" autoComplete="email" error={errors.email} {...text('email')} />
      <TextInput
        label={t('users.emailConfirm')}
        type="email"
        autoComplete="email"
        error={errors.email_confirm}
        {...text('email_confirm')}
      />
      <PasswordInput label={t('users.currentPassword')} autoComplete="current-password" error={errors.password} {...text('password')} />
      <RefusalAlert error={refusal} />
    </FormLayout>
  );
}
