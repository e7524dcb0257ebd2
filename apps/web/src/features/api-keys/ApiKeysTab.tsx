import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { User } from '@pubdesk/contract';
import { Link } from 'react-router';
import { DataTable, Pager, StatusBadge } from '@pubdesk/ui/table';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { newApiKeyForUserPath } from './paths';
import { apiKeysPageSize, useApiKeyList } from './api-keys.api';
import { EditKeyLink } from './EditKeyLink';
import { KeyField } from './KeyField';

/** The user screen's API Keys tab: the user's keys, with the KEY controls, and 'Add API key'. */
export function ApiKeysTab({ user }: { user: User }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useApiKeyList(page, user.id);
  const canAdd = useCan('access.add_apikey');
  return (
    <ListPanel
      title={t('apiKeys.title')}
      actions={
        canAdd ? (
          <Button component={Link} to={newApiKeyForUserPath(user.id)} size="xs" variant="light" leftSection={<IconPlus size={14} />}>
            {t('apiKeys.addForUser')}
          </Button>
        ) : null
      }
      footer={<Pager page={page} count={data?.count ?? 0} limit={apiKeysPageSize} onChange={setPage} />}
      error={error}
    >
      <DataTable
        minWidth={720}
        loading={isPending}
        emptyText={t('apiKeys.tabEmpty')}
        rows={data?.results ?? []}
        columns={[
          { key: 'name', header: t('common.name'), render: (key) => key.name },
          { key: 'status', header: t('common.status'), render: (key) => <StatusBadge status={key.status} /> },
          {
            key: 'key',
            header: t('apiKeys.key'),
            render: (key) => <KeyField apiKeyId={key.id} masked={key.key} label={t('apiKeys.keyOf', { name: key.name })} labelHidden />,
          },
          { key: 'action', header: t('common.action'), render: (key) => <EditKeyLink apiKey={key} /> },
        ]}
      />
    </ListPanel>
  );
}
