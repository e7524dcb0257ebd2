import { ActionIcon, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { formatPercent } from '../percent';

export interface Entry {
  id: number;
  /** 'Display - 75%'. */
  text: string;
}

interface EntryListProps {
  entries: Entry[];
  loading: boolean;
  /** Absent without the delete permission: no delete buttons. */
  onDelete?: (id: number) => void;
  deletingId: number | null;
  selectedId?: number | null;
  /** Shown when there are none; by default the website wording. */
  emptyText?: string;
}

/** A share or rate of a group type as the lists show it: 'Display - 75%'. */
export function groupEntry(id: number, group: string, percent: string): Entry {
  return { id, text: t('shares.entry', { group, value: formatPercent(percent) }) };
}

/** The existing shares or rates of a website or demand source, each with a delete button where deleting is allowed. */
export function EntryList({ entries, loading, onDelete, deletingId, selectedId, emptyText }: EntryListProps) {
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText ?? t('shares.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Group
          key={entry.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          px="xs"
          py={4}
          bg={entry.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}
          aria-current={entry.id === selectedId ? 'true' : undefined}
        >
          <Text size="sm">{entry.text}</Text>
          {onDelete ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('shares.deleteLabel', { entry: entry.text })}
              loading={deletingId === entry.id}
              onClick={() => onDelete(entry.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
