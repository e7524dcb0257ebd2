import { useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorDetail, fieldErrors } from '../api/api-client';
import { isStepOver, loginWithCode } from '../auth/second-step';
import { errorsBesides } from '../forms/form-errors';
import { RefusalAlert } from '../forms/RefusalAlert';
import { SubmitForm } from '../forms/SubmitForm';
import { t } from '../i18n';
import { SecondFactorField } from '../two-factor/SecondFactorField';
import { factorBody, factorFields, noFactor } from '../two-factor/second-factor';
import { FormHeading } from './FormHeading';
import type { TwoFactorStepProps } from './TwoFactorPage';

/** Why the step ended, as the server says it (or the catalogue's words). */
export const stepOverMessage = (error: unknown): string => errorDetail(error) ?? t('twoFactor.api.mfaTokenInvalid');

/**
 * "Authentication code" (or, with "Use a recovery code", "Recovery code") and Verify. A wrong code
 * is named under the field; once the step is over the password form comes back with why.
 */
export function CodeStep({ step, onSignedIn, onBack }: TwoFactorStepProps) {
  const [factor, setFactor] = useState(noFactor);
  const verify = useMutation({ mutationFn: () => loginWithCode(step.mfaToken, factorBody(factor)) });
  const submit = () =>
    verify.mutate(undefined, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isStepOver(error)) onBack(stepOverMessage(error));
      },
    });

  return (
    <SubmitForm onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormHeading
          title={t('twoFactor.signIn.title')}
          intro={factor.recovery ? t('twoFactor.signIn.recoveryIntro') : t('twoFactor.signIn.intro')}
        />
        <SecondFactorField
          factor={factor}
          onChange={setFactor}
          errors={fieldErrors(verify.error)}
          labels={{
            code: t('twoFactor.signIn.code'),
            recoveryCode: t('twoFactor.signIn.recoveryCode'),
            useRecovery: t('twoFactor.signIn.useRecovery'),
          }}
          autoFocus
        />
        <RefusalAlert error={isStepOver(verify.error) ? null : errorsBesides(verify.error, factorFields)} />
        <Button type="submit" fullWidth loading={verify.isPending}>
          {t('twoFactor.signIn.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
          {t('twoFactor.signIn.back')}
        </Anchor>
      </Stack>
    </SubmitForm>
  );
}
