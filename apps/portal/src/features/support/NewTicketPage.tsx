import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ticketCategories, ticketPriorities, type TicketCategory, type TicketPriority } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { SubmitForm, useFields } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { fileProblems, MessageEditor, useOpenTicket } from '@pubdesk/ui/tickets';
import { WebsiteSelect } from '../../components/WebsiteSelect';
import { supportPath, ticketPath } from './paths';

interface NewTicketValues {
  subject: string;
  category: TicketCategory | null;
  priority: TicketPriority;
  website: number | null;
  body: string;
}

/** The fields the server answers about, shown under them rather than in the notice. */
const fields = ['subject', 'category', 'priority', 'website', 'body'] as const;

/**
 * /support/new: subject, category, the website it is about (optional), priority, and the message in
 * Markdown with a preview and files. Opened, the ticket's own page shows.
 */
export function NewTicketPage() {
  const navigate = useNavigate();
  const { values, set, text } = useFields<NewTicketValues>({ subject: '', category: null, priority: 'normal', website: null, body: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [bodyMissing, setBodyMissing] = useState(false);
  const open = useOpenTicket();
  const errors = fieldErrors(open.error);

  const submit = () => {
    setBodyMissing(!values.body.trim());
    if (!values.body.trim() || fileProblems(files)) return;
    const { category, ...rest } = values;
    open.mutate(
      { fields: { ...rest, category: category ?? undefined }, files },
      {
        onSuccess: (ticket) => {
          notifyDone(t('portalSupport.opened', { number: ticket.number }));
          void navigate(ticketPath(ticket.id));
        },
        onError: (error) => notifyRefused('portalSupport.openFailed', error, fields),
      },
    );
  };

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={supportPath} size="sm">
        {t('portalSupport.backToList')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('portalSupport.newTicket')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('portalSupport.newIntro')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <SubmitForm onSubmit={submit} aria-label={t('portalSupport.newTicket')}>
          <Stack gap="sm">
            <TextInput
              label={t('tickets.fields.subject')}
              required
              maxLength={200}
              {...text('subject')}
              error={errors.subject}
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={t('tickets.fields.category')}
                placeholder={t('portalSupport.categoryPlaceholder')}
                data={ticketCategories.map((value) => ({ value, label: t(`tickets.categories.${value}`) }))}
                value={values.category}
                onChange={(next) => set('category', next as TicketCategory | null)}
                clearable
                error={errors.category}
                comboboxProps={{ withinPortal: true }}
              />
              <WebsiteSelect
                label={t('common.website')}
                placeholder={t('portalSupport.websitePlaceholder')}
                value={values.website}
                onChange={(id) => set('website', id)}
                clearable
                error={errors.website}
              />
              <Select
                label={t('common.priority')}
                data={ticketPriorities.map((value) => ({ value, label: t(`tickets.priorities.${value}`) }))}
                value={values.priority}
                onChange={(next) => set('priority', (next ?? 'normal') as TicketPriority)}
                allowDeselect={false}
                error={errors.priority}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <MessageEditor
              label={t('portalSupport.body')}
              placeholder={t('portalSupport.bodyPlaceholder')}
              value={values.body}
              onChange={(body) => set('body', body)}
              files={files}
              onFiles={setFiles}
              error={bodyMissing ? t('common.required') : errors.body}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" component={Link} to={supportPath}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={open.isPending}>
                {t('portalSupport.submit')}
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      </Card>
    </Stack>
  );
}
