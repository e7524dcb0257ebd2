import { useState } from 'react';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { fieldErrors } from '../api';
import { FormButtons } from '../forms/FormButtons';
import { errorsBesides } from '../forms/form-errors';
import { RefusalAlert } from '../forms/RefusalAlert';
import { SubmitForm } from '../forms/SubmitForm';
import { t } from '../i18n';
import { notifyDone } from '../notify/notices';
import { SecondFactorField } from '../two-factor/SecondFactorField';
import { factorBody, factorFields, noFactor } from '../two-factor/second-factor';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from './two-factor.api';

/** What the password and a second factor allow once two-factor authentication is on. */
export type GuardedAction = 'regenerate' | 'disable';

interface TwoFactorGuardedFormProps {
  action: GuardedAction;
  onCancel: () => void;
  /** New recovery codes were made: show them (once). */
  onCodes: (codes: readonly string[]) => void;
  /** Two-factor authentication is off. */
  onOff: () => void;
}

/**
 * Regenerate recovery codes or Turn off: the password and the app's code, or a recovery code
 * ("Use a recovery code"). The server names a wrong one under its field.
 */
export function TwoFactorGuardedForm({ action, onCancel, onCodes, onOff }: TwoFactorGuardedFormProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState(noFactor);
  const sent = action === 'regenerate' ? regenerate : disable;

  const submit = () => {
    const body = { password, ...factorBody(factor) };
    if (action === 'regenerate') {
      regenerate.mutate(body, {
        onSuccess: (answer) => {
          notifyDone(t('twoFactor.profile.regenerated'));
          onCodes(answer.recovery_codes);
        },
      });
    } else {
      disable.mutate(body, {
        onSuccess: (answer) => {
          notifyDone(answer.detail);
          onOff();
        },
      });
    }
  };

  const errors = fieldErrors(sent.error);
  return (
    <SubmitForm onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{action === 'regenerate' ? t('twoFactor.profile.regenerateIntro') : t('twoFactor.profile.disableIntro')}</Text>
        <PasswordInput
          label={t('twoFactor.profile.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <SecondFactorField
          factor={factor}
          onChange={setFactor}
          errors={errors}
          labels={{
            code: t('twoFactor.profile.code'),
            recoveryCode: t('twoFactor.profile.recoveryCode'),
            useRecovery: t('twoFactor.profile.useRecovery'),
          }}
        />
        <RefusalAlert error={errorsBesides(sent.error, ['password', ...factorFields])} />
        <FormButtons
          submitLabel={action === 'regenerate' ? t('twoFactor.profile.regenerate') : t('twoFactor.profile.disable')}
          submitting={sent.isPending}
          cancel={{ label: t('twoFactor.profile.cancel'), onClick: onCancel }}
          gap="sm"
        />
      </Stack>
    </SubmitForm>
  );
}
