import { useState } from 'react';
import { Button, CloseButton, FileButton, Group, Paper, Stack, Switch, Tabs, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { ticketAttachmentLimits } from '@pubdesk/contract';
import { t } from '../i18n';
import { Markdown } from '../markdown';
import { notifyDone, notifyRefused } from '../notify';

/** The files a message may carry, checked before sending (the server checks again, by their bytes). */
export function fileProblems(files: readonly File[]): string | null {
  if (files.length > ticketAttachmentLimits.files) return t('tickets.tooManyFiles', { max: ticketAttachmentLimits.files });
  const big = files.find((f) => f.size > ticketAttachmentLimits.maxBytes);
  return big ? t('tickets.fileTooBig', { name: big.name }) : null;
}

/** Markdown with Write and Preview tabs, and files to attach: the body of a new ticket or a reply. */
export function MessageEditor({
  label,
  value,
  onChange,
  files,
  onFiles,
  error,
  placeholder = t('tickets.replyPlaceholder'),
}: {
  label: string;
  /** The reply's hint by default; a new ticket says what to write. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  error?: string | null;
}) {
  const problem = fileProblems(files);
  return (
    <Stack gap="xs">
      <Tabs defaultValue="write" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('tickets.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('tickets.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            label={label}
            placeholder={placeholder}
            autosize
            minRows={4}
            maxRows={16}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error ?? undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Paper withBorder p="sm" mih={100}>
            {value.trim() ? (
              <Markdown>{value}</Markdown>
            ) : (
              <Text c="dimmed" size="sm">
                {t('tickets.nothingToPreview')}
              </Text>
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <Group gap="xs" align="center">
        <FileButton
          multiple
          onChange={(picked) => onFiles([...files, ...picked])}
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,text/csv,text/plain,.csv,.txt,.xlsx"
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
              {t('tickets.attach')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('tickets.attachHint')}
        </Text>
      </Group>
      {files.length > 0 ? (
        <Group gap="xs" role="list" aria-label={t('tickets.attachments')}>
          {files.map((file, index) => (
            <Paper key={`${file.name}-${index}`} withBorder px="xs" py={2} role="listitem">
              <Group gap={4} wrap="nowrap">
                <Text size="xs">{file.name}</Text>
                <CloseButton
                  size="xs"
                  aria-label={t('tickets.removeFile', { name: file.name })}
                  onClick={() => onFiles(files.filter((_, i) => i !== index))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      ) : null}
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The reply box under a thread: Markdown with a preview, files, and for staff who answer tickets
 * the Internal note switch. Sent as JSON, or multipart when files are attached.
 */
export function ReplyForm({
  allowInternal,
  sending,
  onSend,
}: {
  allowInternal: boolean;
  sending: boolean;
  onSend: (message: { body: string; internal: boolean; files: File[] }) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!body.trim()) return setError(t('common.required'));
    if (fileProblems(files)) return;
    setError(null);
    try {
      await onSend({ body, internal, files });
      setBody('');
      setFiles([]);
      notifyDone(internal ? t('tickets.noteAdded') : t('tickets.sent'));
      setInternal(false);
    } catch (refusal) {
      notifyRefused('tickets.sendFailed', refusal);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('tickets.reply')}
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <Stack gap="sm">
        <MessageEditor label={t('tickets.reply')} value={body} onChange={setBody} files={files} onFiles={setFiles} error={error} />
        <Group justify="space-between">
          {allowInternal ? (
            <Switch
              label={t('tickets.internalSwitch')}
              checked={internal}
              onChange={(e) => setInternal(e.currentTarget.checked)}
              color="yellow"
            />
          ) : (
            <span />
          )}
          <Button
            type="submit"
            loading={sending}
            leftSection={<IconSend size={16} />}
            color={internal ? 'yellow' : undefined}
            c={internal ? 'dark' : undefined}
          >
            {internal ? t('tickets.addNote') : t('tickets.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
