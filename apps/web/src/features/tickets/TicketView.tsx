import { Anchor, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { TicketDetail } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { formatDateTime } from '@pubdesk/ui/dates';
import { DetailState } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { ReplyForm, TicketStatusBadge, TicketThread, useReply, useTicket } from '@pubdesk/ui/tickets';
import { FigureList } from '@pubdesk/ui/wallets';
import { PageHeading } from '../../components/PageHeading';
import { TicketControls } from './TicketControls';

/** /tickets/:id: the way back to the queue (its filters kept), then the ticket. */
export function TicketView({ id }: { id: number }) {
  const query = useTicket(id);
  const { search } = useLocation();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/tickets${search}`} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {t('tickets.console.backToQueue')}
        </Group>
      </Anchor>
      <DetailState query={query}>{(ticket) => <TicketScreen ticket={ticket} />}</DetailState>
    </Stack>
  );
}

/**
 * The subject and number over the thread (public replies, yellow internal notes) and the reply
 * box; beside them the details, and for staff who answer tickets the status, priority and
 * assignee controls and the Internal note switch.
 */
function TicketScreen({ ticket }: { ticket: TicketDetail }) {
  const canChange = useCan('tickets.change_ticket');
  const reply = useReply(ticket.id);
  return (
    <Stack gap="md">
      <PageHeading title={ticket.subject}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('tickets.number', { number: ticket.number })}
          </Text>
          <TicketStatusBadge status={ticket.status} />
        </Group>
      </PageHeading>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <TicketThread messages={ticket.messages} />
            <ReplyForm allowInternal={canChange} sending={reply.isPending} onSend={(message) => reply.mutateAsync(message)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TicketDetails ticket={ticket} canChange={canChange} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function TicketDetails({ ticket, canChange }: { ticket: TicketDetail; canChange: boolean }) {
  const title = t('tickets.console.details');
  const none = t('common.noValue');
  const unchangeable = canChange
    ? []
    : [
        { label: t('common.priority'), value: t(`tickets.priorities.${ticket.priority}`) },
        { label: t('tickets.console.assignee'), value: ticket.assignee?.name ?? t('tickets.console.unassigned') },
      ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {canChange ? <TicketControls ticket={ticket} /> : null}
        <FigureList
          figures={[
            ...unchangeable,
            { label: t('tickets.fields.number'), value: t('tickets.number', { number: ticket.number }) },
            { label: t('tickets.console.requester'), value: ticket.requester.name },
            { label: t('common.website'), value: ticket.website_name ?? none },
            { label: t('tickets.fields.category'), value: ticket.category ? t(`tickets.categories.${ticket.category}`) : none },
            { label: t('tickets.console.created'), value: formatDateTime(ticket.created_at) },
            { label: t('tickets.fields.updated'), value: formatDateTime(ticket.updated_at) },
          ]}
        />
      </Stack>
    </Card>
  );
}
