import { useMemo } from 'react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@pubdesk/ui/auth';
import { localToday, presetRanges } from '@pubdesk/ui/dates';
import { formatMetric, formatMoney } from '@pubdesk/ui/format';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { DataTable } from '@pubdesk/ui/table';
import { publisherRows } from './publisher-rows';
import { usePublisherAssignments, useRevenueByPublisher } from './publishers.api';
import { PublisherWebsites } from './PublisherWebsites';

/**
 * /publishers (networks): the publishers assigned to the network, their websites, and this
 * month's figures per publisher (the network's revenue, and what the publisher is paid of it).
 */
export function PublishersPage() {
  // Only a network has publishers (the API refuses a publisher's breakdown by publisher).
  if (useAuth().user?.role !== 'network') return <Alert color="gray">{t('pages.notFoundText')}</Alert>;
  return <PublishersScreen />;
}

function PublishersScreen() {
  const range = useMemo(() => presetRanges(localToday()).thisMonth, []);
  const assignments = usePublisherAssignments();
  const breakdown = useRevenueByPublisher(range);
  const rows = publisherRows(assignments.data?.results ?? [], breakdown.data?.results ?? []);
  const title = t('portal.nav.publishers');
  const error = assignments.error ?? breakdown.error;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portalPublishers.range', { start: range[0], end: range[1] })}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
        {error ? (
          <Alert color="red" title={t('common.loadFailed')}>
            <ErrorList error={error} />
          </Alert>
        ) : (
          <DataTable
            label={title}
            minWidth={720}
            loading={assignments.isPending || breakdown.isPending}
            emptyText={t('portalPublishers.empty')}
            rows={rows}
            columns={[
              { key: 'publisher', header: t('portalPublishers.columns.publisher'), render: (row) => row.name },
              {
                key: 'websites',
                header: t('portalPublishers.columns.websites'),
                render: (row) => <PublisherWebsites publisher={row.id} />,
              },
              {
                key: 'impressions',
                header: t('portalPublishers.columns.impressions'),
                fit: 'keep',
                render: (row) => formatMetric('impressions', row.impressions),
              },
              { key: 'revenue', header: t('portalPublishers.columns.revenue'), fit: 'keep', render: (row) => formatMoney(row.revenue) },
              {
                key: 'paid',
                header: t('portalPublishers.columns.publisherRevenue'),
                fit: 'keep',
                render: (row) => (row.paid === null ? t('common.noValue') : formatMoney(row.paid)),
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
