import { Alert, PasswordInput } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { fieldErrors } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-store';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useChangePassword } from './profile.api';
import { notifyDone } from '../../components/notices';

const empty = { old_password: '', new_password: '', confirmed_password: '' };

/**
 * Old, new and confirmed password; the server checks them. On someone else's account the old
 * password asked is the signed-in user's own, and the field says so.
 */
export function PasswordChangeForm({ userId }: { userId: number }) {
  const othersAccount = useAuth().user?.id !== userId;
  const { values, text, reset } = useFields(empty);
  const change = useChangePassword();
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
    <FormLayout
      title={t('users.profile.changePassword')}
      submitLabel={t('users.profile.changePassword')}
      onSubmit={save}
      submitting={change.isPending}
    >
      <PasswordInput
        label={t('users.profile.oldPassword')}
        description={othersAccount ? t('users.ownPasswordHint') : undefined}
        autoComplete="current-password"
        error={errors.old_password}
        {...text('old_password')}
      />
      <PasswordInput
        label={t('users.profile.newPassword')}
        autoComplete="new-password"
        error={errors.new_password}
        {...text('new_password')}
      />
      <PasswordInput
        label={t('users.profile.confirmedPassword')}
        autoComplete="new-password"
        error={errors.confirmed_password}
        {...text('confirmed_password')}
      />
      {change.isError ? (
        <Alert color="red">
          <ErrorList error={change.error} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
