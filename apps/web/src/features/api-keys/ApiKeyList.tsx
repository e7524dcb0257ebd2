import { t } from '@pubdesk/ui/i18n';
import type { ListPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { StatusBadge } from '@pubdesk/ui/table';
import { apiKeysPageSize, useApiKeyList } from './api-keys.api';
import { EditKeyLink } from './EditKeyLink';

/** Name, the user's first name, Status and an Edit link per key; 10 a page. */
export function ApiKeyList(paging: ListPaging) {
  const query = useApiKeyList(paging.page);
  return (
    <PagedTablePanel
      {...paging}
      title={t('apiKeys.title')}
      query={query}
      limit={apiKeysPageSize}
      minWidth={420}
      emptyText={t('apiKeys.empty')}
      columns={[
        { key: 'name', header: t('common.name'), render: (key) => key.name },
        { key: 'user', header: t('users.user'), render: (key) => key.user_first_name },
        { key: 'status', header: t('common.status'), render: (key) => <StatusBadge status={key.status} /> },
        { key: 'action', header: t('common.action'), render: (key) => <EditKeyLink apiKey={key} /> },
      ]}
    />
  );
}
