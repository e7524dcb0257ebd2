import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { errorDetail } from '../api/api-client';
import { t } from '../i18n';

/**
 * Inside a panel, instead of a list or record the server refused (403): a notice that says so,
 * with the server's reason when it gave one, never an empty list or a form whose save is refused.
 */
export function NoAccessNotice({ error }: { error?: unknown }) {
  const detail = errorDetail(error);
  return (
    <Alert color="gray" variant="light" title={t('access.noAccessTitle')} icon={<IconLock size={18} aria-hidden />} role="status">
      <Text size="sm">{t('access.noAccessPanel')}</Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Alert>
  );
}
