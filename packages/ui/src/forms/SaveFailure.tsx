import { Alert } from '@mantine/core';
import { t } from '../i18n';
import { ErrorList } from './ErrorList';

/** The error list under a settings form: the server's answer to a failed save, one line per message. */
export function SaveFailure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" title={t('common.operationFailed')} role="alert">
      <ErrorList error={error} />
    </Alert>
  );
}
