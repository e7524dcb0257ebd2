import type { ChangeEvent } from 'react';
import { PasswordInput } from '@mantine/core';
import { t } from '../i18n';

type PasswordField = 'password' | 'confirmed_password';

interface NewPasswordFieldsProps {
  /** The server's messages by field (fieldErrors); it alone decides whether the two match. */
  errors: Partial<Record<PasswordField, string>>;
  /** The form's text binder (useFields). */
  text: (name: PasswordField) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** A new password and its confirmation, as signing up and resetting a password ask for them. */
export function NewPasswordFields({ errors, text }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={t('common.password')} autoComplete="new-password" error={errors.password} {...text('password')} />
      <PasswordInput
        label={t('common.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmed_password}
        {...text('confirmed_password')}
      />
    </>
  );
}
