import { PasswordInput } from '@mantine/core';
import { useAuth } from '../auth';
import { t } from '../i18n';
import { RefusalAlert } from '../forms/RefusalAlert';
import { FormLayout } from '../forms/FormLayout';
import { useChangePassword } from './profile.api';
import { useAccountChange } from './use-account-change';

const empty = { old_password: '', new_password: '', confirmed_password: '' };

/**
 * Old, new and confirmed password; the server checks them. On someone else's account the old
 * password asked is the signed-in user's own, and the field says so.
 */
export function PasswordChangeForm({ userId }: { userId: number }) {
  const othersAccount = useAuth().user?.id !== userId;
  const { text, save, errors, submitting, refusal } = useAccountChange(userId, empty, useChangePassword());

  return (
    <FormLayout
      title={t('users.profile.changePassword')}
      submitLabel={t('users.profile.changePassword')}
      onSubmit={save}
      submitting={submitting}
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
      <RefusalAlert error={refusal} />
    </FormLayout>
  );
}
