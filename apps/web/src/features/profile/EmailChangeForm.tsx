import { Alert, PasswordInput, Text, TextInput } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { fieldErrors } from '../../lib/api-client';
import { authStore } from '../../lib/auth/auth-store';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useChangeEmail } from './profile.api';
import { notifyDone } from '../../components/notices';

const empty = { email: '', email_confirm: '', password: '' };

/** New email twice and the current password; the server checks them. */
export function EmailChangeForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  const { values, text, reset } = useFields(empty);
  const change = useChangeEmail();
  const errors = fieldErrors(change.error);

  const save = () =>
    change.mutate(
      { user: userId, ...values },
      {
        onSuccess: (answer) => {
          authStore.patchUser({ email: values.email.trim().toLowerCase() });
          reset(empty);
          notifyDone(answer.detail);
        },
      },
    );

  return (
    <FormLayout title={t('users.changeEmail')} submitLabel={t('users.changeEmail')} onSubmit={save} submitting={change.isPending}>
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
      {change.isError ? (
        <Alert color="red">
          <ErrorList error={change.error} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
