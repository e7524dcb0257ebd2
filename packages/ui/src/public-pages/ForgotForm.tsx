import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { emailSchema } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { ErrorList } from '../forms/ErrorList';
import { useForgotPassword } from './auth.api';
import { FormHeading } from './FormHeading';
import { SubmitForm } from '../forms/SubmitForm';

interface ForgotFormProps {
  onReturnToLogin: () => void;
}

/** Email, Reset; once the server answered, Resend asks for the link again. */
export function ForgotForm({ onReturnToLogin }: ForgotFormProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const send = (resend: boolean) => {
    const parsed = emailSchema.safeParse(email);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    forgot.mutate(resend ? { email: parsed.data, resend: true } : { email: parsed.data }, {
      onSuccess: (answer) => setSentMessage(answer.detail),
    });
  };

  const serverFieldError = fieldErrors(forgot.error).email;

  return (
    <SubmitForm noValidate onSubmit={() => send(false)}>
      <Stack gap="md">
        <FormHeading title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={invalid ? t('auth.forgot.invalidEmail') : serverFieldError}
        />
        {sentMessage && !forgot.isError ? (
          <Alert color="green" role="status">
            {sentMessage}
          </Alert>
        ) : null}
        {forgot.isError && !serverFieldError ? (
          <Alert color="red" title={t('auth.forgot.failedTitle')}>
            <ErrorList error={forgot.error} />
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onReturnToLogin}>
            {t('auth.returnToLogin')}
          </Button>
          <Group gap="sm">
            {sentMessage ? (
              <Button variant="default" loading={forgot.isPending && forgot.variables.resend === true} onClick={() => send(true)}>
                {t('auth.forgot.resend')}
              </Button>
            ) : null}
            <Button type="submit" loading={forgot.isPending && !forgot.variables.resend}>
              {t('auth.reset.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
