import type { ReactNode } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';
import { ListState } from '@pubdesk/ui/table';
import { isForbidden } from '@pubdesk/ui/api';
import { NoAccessNotice } from '@pubdesk/ui/forms';

interface ListPanelProps {
  title: string;
  /** Buttons beside the title (e.g. a plus button). */
  actions?: ReactNode;
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  /** Pager or other footer. */
  footer?: ReactNode;
  /**
   * The list's load error. A refusal (403) shows the no-access notice in place of the list and
   * its footer; other failures leave the (empty) list, as the spec has list loads fail quietly.
   */
  error?: unknown;
  children: ReactNode;
}

/** A titled card holding a list, its empty and loading states and a pager. */
export function ListPanel({ title, actions, loading, empty, emptyText, footer, error, children }: ListPanelProps) {
  const refused = isForbidden(error);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {refused ? null : actions}
        </Group>
        {refused ? (
          <NoAccessNotice error={error} />
        ) : (
          <ListState loading={loading} empty={empty} emptyText={emptyText}>
            {children}
          </ListState>
        )}
        {refused ? null : footer}
      </Stack>
    </Card>
  );
}
