import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { RefusalAlert } from '../forms/RefusalAlert';
import { useFields } from '../forms/use-fields';
import { useResetPassword, useVerifyKey } from './auth.api';
import { KeyProblem } from './KeyProblem';
import { NewPasswordFields } from './NewPasswordFields';
import { Waiting } from './Waiting';
import { SubmitForm } from '../forms/SubmitForm';

/** Delay before returning to the login page after a reset (docs/product-rules.md). */
export const resetRedirectMs = 3000;

/** /reset/:key: checks the key, then sets a new password; the server decides whether the two match. */
export function ResetPage() {
  const { key = '' } = useParams();
  const verification = useVerifyKey(key, 'reset');
  const reset = useResetPassword();
  const { values, text } = useFields({ password: '', confirmed_password: '' });
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (verification.isPending) return <Waiting py="lg" text={t('auth.reset.checking')} />;
  if (verification.isError) return <KeyProblem message={t('api.keyInvalid')} linkLabel={t('auth.returnToLogin')} />;

  const errors = fieldErrors(reset.error);
  const generalError = reset.isError && !errors.password && !errors.confirmed_password;

  return (
    <SubmitForm noValidate onSubmit={() => reset.mutate({ key, ...values }, { onSuccess: (answer) => setDone(answer.detail) })}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('auth.reset.title')}
        </Title>
        {done !== null ? (
          <Alert color="green" role="status" title={done}>
            {t('auth.reset.returning')}
          </Alert>
        ) : (
          <>
            <NewPasswordFields errors={errors} text={text} />
            <RefusalAlert error={generalError ? reset.error : null} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </>
        )}
      </Stack>
    </SubmitForm>
  );
}
