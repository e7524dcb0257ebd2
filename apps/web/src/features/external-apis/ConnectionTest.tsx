import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ExternalApi } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';
import { useConnectionTest } from './external-apis.api';

/**
 * 'Test connection' for a saved API: the stored credentials sign in (green, with the account) or
 * not (red, with the platform's reason); a refused call shows the server's answer in red.
 */
export function ConnectionTest({ externalApi }: { externalApi: Pick<ExternalApi, 'type' | 'id'> }) {
  const test = useConnectionTest(externalApi.type, externalApi.id);
  const answer = test.isPending ? undefined : test.data;
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" loading={test.isPending} onClick={() => test.mutate()}>
          {t('imports.testConnection')}
        </Button>
      </Group>
      {answer ? (
        <Alert color={answer.ok ? 'green' : 'red'} role={answer.ok ? 'status' : 'alert'}>
          {t(answer.ok ? 'imports.connectionOk' : 'imports.connectionFailed', { detail: answer.detail })}
        </Alert>
      ) : null}
      {test.error && !test.isPending ? (
        <Alert color="red" role="alert">
          <ErrorList error={test.error} />
        </Alert>
      ) : null}
    </Stack>
  );
}
