import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TicketAttachment, TicketMessage } from '@pubdesk/contract';
import { formatDateTime } from '../dates';
import { t } from '../i18n';
import { Markdown } from '../markdown';
import { notifyFailed } from '../notify';
import { downloadAttachment } from './tickets.api';

function Attachments({ files }: { files: TicketAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <Group gap="sm" aria-label={t('tickets.attachments')} role="list">
      {files.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          role="listitem"
          aria-label={t('tickets.download', { name: file.name })}
          onClick={() => void downloadAttachment(file).catch(() => notifyFailed(t('tickets.downloadFailed')))}
        >
          <Group gap={4} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            {file.name}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * A ticket's messages, oldest first: who wrote each and when, the body as Markdown (raw HTML
 * shown as text), its files; staff replies marked Support, internal notes on yellow (only staff
 * ever receive them).
 */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={t('tickets.thread')}>
      {messages.map((message) => (
        <Card
          key={message.id}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={message.internal ? t('tickets.internalNote') : (message.author?.name ?? t('tickets.deletedUser'))}
          bg={message.internal ? 'var(--mantine-color-yellow-light)' : undefined}
        >
          <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600} size="sm">
                {message.author?.name ?? t('tickets.deletedUser')}
              </Text>
              {message.by_staff ? (
                <Badge size="sm" variant="light">
                  {t('tickets.fromSupport')}
                </Badge>
              ) : null}
              {message.sent_by ? (
                <Text size="xs" c={message.internal ? undefined : 'dimmed'}>
                  {t('tickets.sentBy', { name: message.sent_by.name })}
                </Text>
              ) : null}
              {message.internal ? (
                // Black or white text, whichever reads on the scheme's filled yellow.
                <Badge size="sm" color="yellow" variant="filled" autoContrast>
                  {t('tickets.internalNote')}
                </Badge>
              ) : null}
            </Group>
            {/* Dimmed text would not read on a note's yellow in the dark scheme. */}
            <Text size="xs" c={message.internal ? undefined : 'dimmed'} component="time" dateTime={message.created_at}>
              {formatDateTime(message.created_at)}
            </Text>
          </Group>
          <Markdown>{message.body}</Markdown>
          <Attachments files={message.attachments} />
        </Card>
      ))}
    </Stack>
  );
}
