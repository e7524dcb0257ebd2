import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { TicketDetail } from '@pubdesk/contract';
import { useAuth } from '@pubdesk/ui/auth';
import { formatDateTime } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { ReplyForm, TicketStatusBadge, TicketThread, useReply, useTicket, useUpdateTicket } from '@pubdesk/ui/tickets';
import { BackLink, RecordPage } from '../../components/RecordPage';
import { supportPath } from './paths';

/** The route's id when it is one (plain decimal digits), else null: a page no ticket has. */
/**
 * /support/:id (where the tickets' e-mails link): the ticket, its thread and, on the user's own
 * ticket, the reply box and Close ticket / Reopen ticket. A network reads its publishers' tickets
 * without them. A ticket the user may not see (or none) is not found.
 */
export function TicketPage() {
  return (
    <RecordPage useRecord={useTicket} notFoundText={t('portalSupport.notFoundText')} back={backToList()}>
      {(ticket) => <TicketView ticket={ticket} />}
    </RecordPage>
  );
}

const backToList = () => ({ to: supportPath, label: t('portalSupport.backToList') });

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const own = ticket.requester.id === useAuth().user?.id;
  const reply = useReply(ticket.id);

  return (
    <Stack gap="md" maw={960}>
      <BackLink {...backToList()} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text c="dimmed" size="sm">
            {t('tickets.number', { number: ticket.number })}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {ticket.subject}
            </Title>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <Text c="dimmed" size="sm">
            {t('portalSupport.openedBy', { name: ticket.requester.name, date: formatDateTime(ticket.created_at) })}
          </Text>
        </Stack>
        {own ? <StatusButton ticket={ticket} /> : null}
      </Group>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('portalSupport.details')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={t('tickets.fields.category')}>
            {ticket.category ? t(`tickets.categories.${ticket.category}`) : t('common.noValue')}
          </Fact>
          <Fact label={t('common.priority')}>{t(`tickets.priorities.${ticket.priority}`)}</Fact>
          <Fact label={t('common.website')}>{ticket.website_name ?? t('common.noValue')}</Fact>
        </SimpleGrid>
      </Card>
      <TicketThread messages={ticket.messages} />
      {!own ? (
        <Alert color="gray" title={t('portalSupport.readOnly', { name: ticket.requester.name })} />
      ) : ticket.status === 'closed' ? (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('portalSupport.closedNotice')}
        </Alert>
      ) : (
        <ReplyForm allowInternal={false} sending={reply.isPending} onSend={(message) => reply.mutateAsync(message)} />
      )}
    </Stack>
  );
}

/** Close ticket, or Reopen ticket once closed: the only change a requester may make (PATCH status). */
function StatusButton({ ticket }: { ticket: TicketDetail }) {
  const update = useUpdateTicket(ticket.id);
  const closed = ticket.status === 'closed';
  const change = () =>
    update.mutate(
      { status: closed ? 'open' : 'closed' },
      {
        onSuccess: () => notifyDone(t(closed ? 'portalSupport.reopenedDone' : 'portalSupport.closedDone')),
        onError: (error) => notifyRefused('portalSupport.statusFailed', error),
      },
    );
  return (
    <Button
      variant="default"
      loading={update.isPending}
      onClick={change}
      leftSection={closed ? <IconLockOpen size={16} /> : <IconLock size={16} />}
    >
      {closed ? t('portalSupport.reopen') : t('portalSupport.close')}
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
