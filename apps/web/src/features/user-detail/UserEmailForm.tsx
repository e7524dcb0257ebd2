import { Alert, PasswordInput, Text, TextInput } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useChangeEmail } from '../profile/profile.api';
import { notifyDone } from '../../components/notices';

const empty = { email: '', email_confirm: '', password: '' };

/**
 * New email twice for someone else's account, confirmed with the signed-in user's own password
 * (the Profile screen's form also updates the signed-in session, which must not happen here).
 * Success shows the server message, failure the body.
 */
export function UserEmailForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  const { values, text, reset } = useFields(empty);
  const change = useChangeEmail();
  const errors = fieldErrors(change.error);

  const save = () =>
    change.mutate(
      { user: userId, ...values },
      {
        onSuccess: (answer) => {
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
      <TextInput label={t('common.email')} type="email" autoComplete="off" error={errors.email} {...text('email')} />
      <TextInput label={t('users.emailConfirm')} type="email" autoComplete="off" error={errors.email_confirm} {...text('email_confirm')} />
      <PasswordInput
        label={t('users.currentPassword')}
        description={t('users.ownPasswordHint')}
        autoComplete="current-password"
        error={errors.password}
        {...text('password')}
      />
      {change.isError ? (
        <Alert color="red">
          <ErrorList error={change.error} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
