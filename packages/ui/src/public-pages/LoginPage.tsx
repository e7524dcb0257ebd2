import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/http';
import { useAuth } from '../auth/auth-store';
import { t } from '../i18n';
import { useBranding } from '../branding/branding-context';
import { useFields } from '../forms/use-fields';
import { safeNext } from './login-path';
import { useLogin } from './login.api';
import { FormHeading } from './FormHeading';
import { notifyRefused } from '../notify/notices';
import { SubmitForm } from '../forms/SubmitForm';
import type { TwoFactorState } from './TwoFactorPage';

function isAccountDisabled(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body;
  return Boolean(body && typeof body === 'object' && 'code' in body && body.code === 'account_disabled');
}

interface LoginPageProps {
  /**
   * A sign-in of a role this app does not serve (setAudience: login answers 'denied'). By default
   * the app's /denied page, relative to the router as every link of the page is. (After a second
   * step, /login/two-factor goes to /denied.)
   */
  onDenied?: () => void;
}

/**
 * Username and password; no client validation (the server decides). An account with two-factor
 * authentication goes on to /login/two-factor (its chunk loads then), which ends the sign-in as
 * this page does.
 */
export function LoginPage({ onDenied }: LoginPageProps) {
  const { values, text } = useFields({ username: '', password: '' });
  const { branding } = useBranding();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();

  const submit = () => {
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (typeof answer === 'object') {
          const state: TwoFactorState = { step: answer, next: params.get('next') };
          navigate('/login/two-factor', { state });
          return;
        }
        if (answer === 'denied' && onDenied) {
          onDenied();
          return;
        }
        navigate(answer === 'denied' ? '/denied' : safeNext(params.get('next')), { replace: true });
      },
      onError: (error) => {
        if (isAccountDisabled(error)) {
          navigate('/suspended', { replace: true });
          return;
        }
        notifyRefused('auth.login.failedTitle', error);
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormHeading title={t('auth.login.title')} intro={t('auth.login.intro', { company: branding.company_name })} />
        <TextInput label={t('common.username')} autoComplete="username" autoCapitalize="none" {...text('username')} />
        <PasswordInput label={t('common.password')} autoComplete="current-password" {...text('password')} />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot" size="sm">
            {t('auth.login.forgotLink')}
          </Anchor>
          {branding.allow_signup ? (
            <Anchor component={Link} to="/signup" size="sm">
              {t('auth.signup.title')}
            </Anchor>
          ) : null}
        </Group>
        <Button type="submit" fullWidth loading={status === 'loading'}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </SubmitForm>
  );
}
