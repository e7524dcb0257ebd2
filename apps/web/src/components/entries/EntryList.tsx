import { Center, Loader, Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { entryText, type PeriodRow } from './period-row';

interface EntryListProps {
  entries: PeriodRow[];
  loading: boolean;
  selectedId?: number | null;
  /** Shown when there are none; by default the website wording. */
  emptyText?: string;
}

/**
 * The shares or rates of a website or demand source in force today ('Display - 75%'). They have
 * started, so none can be deleted: a new period ends one (the history lists every period).
 */
export function EntryList({ entries, loading, selectedId, emptyText }: EntryListProps) {
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
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('shares.inForce')}>
      {entries.map((entry) => (
        <Text
          key={entry.id}
          component="li"
          size="sm"
          px="xs"
          py={4}
          bg={entry.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}
          aria-current={entry.id === selectedId ? 'true' : undefined}
        >
          {entryText(entry)}
        </Text>
      ))}
    </Stack>
  );
}
