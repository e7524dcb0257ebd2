import { Anchor } from '@mantine/core';
import type { ApiKey } from '@pubdesk/contract';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { apiKeyPath } from './paths';

/** A row's Edit link, named after the key for screen readers. */
export function EditKeyLink({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Anchor component={Link} to={apiKeyPath(apiKey.id)} size="sm" aria-label={t('common.editLabel', { name: apiKey.name })}>
      {t('common.edit')}
    </Anchor>
  );
}
