import { Anchor, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Ticket } from '@pubdesk/contract';
import { useAuth } from '@pubdesk/ui/auth';
import { formatDateTime } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { DataTable, Pager, type DataTableColumn } from '@pubdesk/ui/table';
import { TicketStatusBadge, useTicketList } from '@pubdesk/ui/tickets';
import { ListPanel } from '../../components/ListPanel';
import { PageHeading } from '../../components/PageHeading';
import { ticketPath } from './paths';
import { queueQuery } from './queue-filters';
import { QueueFilters } from './QueueFilters';
import { ticketsPageSize } from './tickets.api';
import { useQueueFilters } from './use-queue-filters';

/** The queue's columns; a ticket's subject links to it, keeping the queue's query (`search`) for the way back. */
function columns(search: string): DataTableColumn<Ticket>[] {
  return [
    { key: 'number', header: t('tickets.fields.number'), fit: 'keep', render: (ticket) => t('tickets.number', { number: ticket.number }) },
    {
      key: 'subject',
      header: t('tickets.fields.subject'),
      fit: 'break',
      render: (ticket) => (
        <Anchor component={Link} to={ticketPath(ticket.id, search)} size="sm">
          {ticket.subject}
        </Anchor>
      ),
    },
    { key: 'requester', header: t('tickets.console.requester'), render: (ticket) => ticket.requester.name },
    { key: 'website', header: t('common.website'), fit: 'break', render: (ticket) => ticket.website_name ?? t('common.noValue') },
    { key: 'status', header: t('common.status'), fit: 'keep', render: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { key: 'priority', header: t('common.priority'), fit: 'keep', render: (ticket) => t(`tickets.priorities.${ticket.priority}`) },
    {
      key: 'assignee',
      header: t('tickets.console.assignee'),
      render: (ticket) => ticket.assignee?.name ?? t('tickets.console.unassigned'),
    },
    { key: 'updated', header: t('tickets.fields.updated'), fit: 'keep', render: (ticket) => formatDateTime(ticket.updated_at) },
  ];
}

/**
 * /tickets: the tickets the user may see, most recently updated first, 10 a page; filtered by
 * status, assignee and category and searched as you type, all kept in the address.
 */
export function TicketQueue() {
  const { filters, change, setPage, onSearch } = useQueueFilters();
  const me = useAuth().user?.id ?? null;
  const query = useTicketList(queueQuery(filters, me, ticketsPageSize), { keepPrevious: true });
  const { search } = useLocation();
  const title = t('tickets.console.title');
  return (
    <Stack gap="md">
      <PageHeading title={t('nav.support')} />
      <ListPanel
        title={title}
        footer={<Pager page={filters.page} count={query.data?.count ?? 0} limit={ticketsPageSize} onChange={setPage} />}
        error={query.error}
      >
        <Stack gap="sm">
          <QueueFilters filters={filters} onChange={change} onSearch={onSearch} />
          <DataTable
            label={title}
            minWidth={880}
            loading={query.isPending}
            emptyText={t('tickets.console.empty')}
            rows={query.data?.results ?? []}
            columns={columns(search)}
          />
        </Stack>
      </ListPanel>
    </Stack>
  );
}
