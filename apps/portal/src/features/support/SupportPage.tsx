import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Ticket } from '@pubdesk/contract';
import { useAuth } from '@pubdesk/ui/auth';
import { formatDateTime } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { DataTable, Pager, type DataTableColumn } from '@pubdesk/ui/table';
import { TicketStatusBadge, useTicketList } from '@pubdesk/ui/tickets';
import { ticketPath } from './paths';

/** 20 a page, most recently updated first (the API's order). */
const ticketsPageSize = 20;

/** Number, subject (to its page), status, last update, website; on a network's list, who opened it. */
function columnsFor(isNetwork: boolean): DataTableColumn<Ticket>[] {
  const columns: DataTableColumn<Ticket>[] = [
    {
      key: 'number',
      header: t('tickets.fields.number'),
      fit: 'keep',
      render: (ticket) => t('tickets.number', { number: ticket.number }),
    },
    {
      key: 'subject',
      header: t('tickets.fields.subject'),
      render: (ticket) => (
        <Anchor component={Link} to={ticketPath(ticket.id)} size="sm">
          {ticket.subject}
        </Anchor>
      ),
    },
    { key: 'status', header: t('common.status'), fit: 'keep', render: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { key: 'updated', header: t('tickets.fields.updated'), fit: 'keep', render: (ticket) => formatDateTime(ticket.updated_at) },
    { key: 'website', header: t('common.website'), render: (ticket) => ticket.website_name ?? t('common.noValue') },
  ];
  if (isNetwork)
    columns.push({ key: 'requester', header: t('portalSupport.columns.requester'), render: (ticket) => ticket.requester.name });
  return columns;
}

/** /support: the user's tickets (a network's also its publishers'), 20 a page, and New ticket. */
export function SupportPage() {
  const [page, setPage] = useState(1);
  const list = useTicketList({ page, limit: ticketsPageSize });
  const isNetwork = useAuth().user?.role === 'network';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('portal.nav.support')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('portalSupport.intro')}
          </Text>
        </Stack>
        <Button component={Link} to="/support/new" leftSection={<IconPlus size={16} />}>
          {t('portalSupport.newTicket')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('portal.nav.support')}>
        <Stack gap="sm">
          <DataTable
            label={t('portal.nav.support')}
            minWidth={isNetwork ? 720 : 600}
            loading={list.isPending}
            emptyText={t('portalSupport.empty')}
            rows={list.data?.results ?? []}
            columns={columnsFor(isNetwork)}
          />
          <Pager page={page} count={list.data?.count ?? 0} limit={ticketsPageSize} onChange={setPage} />
        </Stack>
      </Card>
    </Stack>
  );
}
