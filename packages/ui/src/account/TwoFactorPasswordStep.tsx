import { useState } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import type { TwoFactorSetup } from '@pubdesk/contract';
import { fieldErrors } from '../api';
import { FormButtons } from '../forms/FormButtons';
import { errorsBesides } from '../forms/form-errors';
import { RefusalAlert } from '../forms/RefusalAlert';
import { SubmitForm } from '../forms/SubmitForm';
import { t } from '../i18n';
import { useTwoFactorSetup } from './two-factor.api';

/** The first step of turning it on: the password, then the server's new secret (nothing is on yet). */
export function TwoFactorPasswordStep({ onStarted, onCancel }: { onStarted: (setup: TwoFactorSetup) => void; onCancel: () => void }) {
  const setup = useTwoFactorSetup();
  const [password, setPassword] = useState('');
  const errors = fieldErrors(setup.error);
  return (
    <SubmitForm onSubmit={() => setup.mutate({ password }, { onSuccess: onStarted })} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('twoFactor.profile.password')}
          description={t('twoFactor.profile.passwordToStart')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <RefusalAlert error={errorsBesides(setup.error, ['password'])} />
        <FormButtons
          submitLabel={t('twoFactor.profile.start')}
          submitting={setup.isPending}
          cancel={{ label: t('twoFactor.profile.cancel'), onClick: onCancel }}
          gap="sm"
        />
      </Stack>
    </SubmitForm>
  );
}
