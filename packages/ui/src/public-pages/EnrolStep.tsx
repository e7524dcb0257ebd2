import { useEffect, useState } from 'react';
import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TokenPair } from '@pubdesk/contract';
import { enrolConfirm, enrolSetup, isStepOver } from '../auth/second-step';
import { signInWith } from '../auth/session';
import { RefusalAlert } from '../forms/RefusalAlert';
import { t } from '../i18n';
import { EnrolPanel } from '../two-factor/EnrolPanel';
import { stepOverMessage } from './CodeStep';
import { FormHeading } from './FormHeading';
import type { TwoFactorStepProps } from './TwoFactorPage';

/**
 * Setting two-factor authentication up at sign-in, where the role requires it: the QR code and
 * secret, the first code, the recovery codes; Continue then signs in with the pair the
 * confirmation answered (held until the codes have been seen).
 */
export function EnrolStep({ step, onSignedIn, onBack }: TwoFactorStepProps) {
  // Each setup makes a new secret: asked once per sign-in, never refetched (a focus would replace
  // the secret the user has just scanned).
  const setup = useQuery({
    queryKey: ['two-factor-enrolment', step.mfaToken],
    queryFn: () => enrolSetup(step.mfaToken),
    staleTime: Infinity,
    retry: false,
  });
  const [pair, setPair] = useState<TokenPair | null>(null);
  const finish = useMutation({ mutationFn: (earned: TokenPair) => signInWith(earned), onSuccess: onSignedIn });

  const setupError = setup.error;
  useEffect(() => {
    if (isStepOver(setupError)) onBack(stepOverMessage(setupError));
  }, [setupError, onBack]);

  const confirm = async (code: string) => {
    try {
      const { recovery_codes, access, refresh } = await enrolConfirm(step.mfaToken, code);
      setPair({ access, refresh });
      return recovery_codes;
    } catch (error) {
      if (isStepOver(error)) onBack(stepOverMessage(error));
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <FormHeading title={t('twoFactor.signIn.enrolTitle')} intro={t('twoFactor.signIn.enrolIntro')} />
      {setup.data ? (
        <EnrolPanel
          setup={setup.data}
          confirm={confirm}
          doneLabel={t('twoFactor.signIn.continue')}
          onDone={() => pair && finish.mutate(pair)}
          titleOrder={2}
        />
      ) : setup.isError ? (
        <RefusalAlert error={setup.error} />
      ) : (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {pair ? null : (
        <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
          {t('twoFactor.signIn.back')}
        </Anchor>
      )}
    </Stack>
  );
}
