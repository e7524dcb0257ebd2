import { Anchor, Box } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, Pager, StatusBadge } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { LastImport } from '../imports';
import { externalApiPath } from './api-type-param';
import { externalApisPageSize, useExternalApiList } from './external-apis.api';

interface ExternalApiListProps {
  type: string;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** The chosen type's APIs: Name, Shortname, Account email, Priority, Status, Last import and an Edit link; 10 a page. */
export function ExternalApiList({ type, page, onPageChange, selectedId }: ExternalApiListProps) {
  const { data, isPending, error } = useExternalApiList(type, page);
  return (
    <ListPanel
      title={t('externalApis.listTitle', { type })}
      footer={<Pager page={page} count={data?.count ?? 0} limit={externalApisPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={640}
        loading={isPending}
        emptyText={t('externalApis.empty', { type })}
        rows={data?.results ?? []}
        selectedId={selectedId}
        columns={[
          { key: 'name', header: t('common.name'), render: (entry) => entry.name },
          { key: 'shortname', header: t('common.shortname'), render: (entry) => entry.shortname },
          { key: 'accountEmail', header: t('externalApis.accountEmail'), render: (entry) => entry.accountEmail },
          { key: 'priority', header: t('common.priority'), render: (entry) => entry.priority },
          {
            key: 'status',
            header: t('common.status'),
            // A long account email must not squeeze the badge into an ellipsis.
            render: (entry) => (
              <Box w="max-content">
                <StatusBadge status={entry.status} />
              </Box>
            ),
          },
          { key: 'lastImport', header: t('imports.lastImport'), render: (entry) => <LastImport run={entry.last_import} /> },
          {
            key: 'action',
            header: t('common.action'),
            render: (entry) => (
              <Anchor
                component={Link}
                to={externalApiPath(type, entry.id)}
                size="sm"
                aria-label={t('common.editLabel', { name: entry.name })}
              >
                {t('common.edit')}
              </Anchor>
            ),
          },
        ]}
      />
    </ListPanel>
  );
}
