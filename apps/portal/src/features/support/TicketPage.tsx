import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TicketDetail } from '@pubdesk/contract';
import { ApiError } from '@pubdesk/ui/api';
import { useAuth } from '@pubdesk/ui/auth';
import { formatDateTime } from '@pubdesk/ui/dates';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { ReplyForm, TicketStatusBadge, TicketThread, useReply, useTicket, useUpdateTicket } from '@pubdesk/ui/tickets';
import { MessagePage } from '../../components/MessagePage';
import { supportPath } from './paths';

/** The route's id when it is one (plain decimal digits), else null: a page no ticket has. */
const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * /support/:id (where the tickets' e-mails link): the ticket, its thread and, on the user's own
 * ticket, the reply box and Close ticket / Reopen ticket. A network reads its publishers' tickets
 * without them. A ticket the user may not see (or none) is not found.
 */
export function TicketPage() {
  const id = idOf(useParams().id);
  const ticket = useTicket(id);
  if (id === null || (ticket.error instanceof ApiError && ticket.error.status === 404)) {
    return (
      <MessagePage title={t('pages.notFoundTitle')} text={t('portalSupport.notFoundText')}>
        <BackLink />
      </MessagePage>
    );
  }
  if (ticket.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (ticket.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <ErrorList error={ticket.error} />
      </Alert>
    );
  }
  return <TicketView ticket={ticket.data} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to={supportPath} size="sm">
      {t('portalSupport.backToList')}
    </Anchor>
  );
}

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const own = ticket.requester.id === useAuth().user?.id;
  const reply = useReply(ticket.id);

  return (
    <Stack gap="md" maw={960}>
      <BackLink />
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
