import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { t } from '../i18n';
import { useVerifyKey } from './auth.api';
import { KeyProblem } from './KeyProblem';

/** /verifiy/:key (spelled so): confirms a new account's email. */
export function VerifyAccountPage() {
  const { key = '' } = useParams();
  const verification = useVerifyKey(key, 'account');

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('auth.verifyAccount.title')}
      </Title>
      {verification.isPending ? (
        <Center py="md">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('auth.verifyAccount.verifying')}</Text>
          </Stack>
        </Center>
      ) : verification.isError ? (
        <KeyProblem message={t('api.keyInvalid')} linkLabel={t('auth.verifyAccount.toLogin')} />
      ) : (
        <>
          <Alert color="green" role="status">
            {t('api.accountVerified')}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.verifyAccount.toLogin')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
