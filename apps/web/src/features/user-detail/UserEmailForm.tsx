import { PasswordInput, Text, TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { RefusalAlert, FormLayout } from '@pubdesk/ui/forms';
import { useAccountChange, useChangeEmail } from '@pubdesk/ui/account';

const empty = { email: '', email_confirm: '', password: '' };

/**
 * New email twice for someone else's account, confirmed with the signed-in user's own password
 * (the Profile screen's form also updates the signed-in session, which must not happen here).
 * Success shows the server message, failure the body.
 */
export function UserEmailForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  const { text, save, errors, submitting, refusal } = useAccountChange(userId, empty, useChangeEmail());

  return (
    <FormLayout title={t('users.changeEmail')} submitLabel={t('users.changeEmail')} onSubmit={save} submitting={submitting}>
      <Text size="sm" c="dimmed">
        {t('users.currentEmail', { email: currentEmail })}
      </Text>
      <TextInput label={t('common.email')} type="email" autoComplete="off" error={errors.email} {...text('email')} />
      <TextInput label={t('users.emailConfirm')} type="email" autoComplete="off" error={errors.email_confirm} {...text('email_confirm')} />
      <PasswordInput
        label={t('users.currentPassword')}
        description={t('users.ownPasswordHint')}
        autoComplete="current-password"
        error={errors.password}
        {...text('password')}
      />
      <RefusalAlert error={refusal} />
    </FormLayout>
  );
}
