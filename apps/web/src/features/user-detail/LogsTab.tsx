import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Log } from '@pubdesk/contract';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { logDataPairs, logDate, logsPageSize, type LogPair } from './user-detail';
import { useUserLogs } from './user-detail.api';

/** The user's audit log, newest first, 15 a page. A failed load shows the empty list (docs/product-rules.md). */
export function LogsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useUserLogs(userId, page);

  return (
    <ListPanel
      title={t('users.detail.logs')}
      footer={<Pager page={page} count={data?.count ?? 0} limit={logsPageSize} onChange={setPage} />}
      error={error}
    >
      <DataTable<Log>
        minWidth={820}
        loading={isPending}
        emptyText={t('users.detail.logsEmpty')}
        rows={data?.results ?? []}
        columns={[
          { key: 'service', header: t('access.service'), render: (log) => log.service },
          { key: 'action', header: t('common.action'), render: (log) => log.action },
          {
            key: 'date',
            header: t('users.detail.logDate'),
            render: (log) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {logDate(log.created_at)}
              </Text>
            ),
          },
          { key: 'request', header: t('users.detail.logRequest'), render: (log) => <Pairs pairs={logDataPairs(log.data).request} /> },
          { key: 'data', header: t('users.detail.logData'), render: (log) => <Pairs pairs={logDataPairs(log.data).other} /> },
        ]}
      />
    </ListPanel>
  );
}

function Pairs({ pairs }: { pairs: LogPair[] }) {
  return (
    <Stack gap={0}>
      {pairs.map((pair) => (
        <Text key={pair.key} size="xs" style={{ wordBreak: 'break-all' }}>
          {t('users.detail.logPair', { key: pair.key, value: pair.value })}
        </Text>
      ))}
    </Stack>
  );
}
