import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { apiKeysPageSize, useApiKeyList } from './api-keys.api';
import { EditKeyLink } from './EditKeyLink';

interface ApiKeyListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Name, the user's first name, Status and an Edit link per key; 10 a page. */
export function ApiKeyList({ page, onPageChange, selectedId }: ApiKeyListProps) {
  const { data, isPending, error } = useApiKeyList(page);
  return (
    <ListPanel
      title={t('apiKeys.title')}
      footer={<Pager page={page} count={data?.count ?? 0} limit={apiKeysPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={420}
        loading={isPending}
        emptyText={t('apiKeys.empty')}
        rows={data?.results ?? []}
        selectedId={selectedId}
        columns={[
          { key: 'name', header: t('common.name'), render: (key) => key.name },
          { key: 'user', header: t('users.user'), render: (key) => key.user_first_name },
          { key: 'status', header: t('common.status'), render: (key) => <StatusBadge status={key.status} /> },
          { key: 'action', header: t('common.action'), render: (key) => <EditKeyLink apiKey={key} /> },
        ]}
      />
    </ListPanel>
  );
}
