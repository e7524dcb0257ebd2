import type { ReactNode } from 'react';
import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';

interface ListPanelProps {
  title: string;
  /** Buttons beside the title (e.g. a plus button). */
  actions?: ReactNode;
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  /** Pager or other footer. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A titled card holding a list, its empty and loading states and a pager. */
export function ListPanel({ title, actions, loading, empty, emptyText, footer, children }: ListPanelProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {loading ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : empty ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {emptyText}
          </Text>
        ) : (
          children
        )}
        {footer}
      </Stack>
    </Card>
  );
}
