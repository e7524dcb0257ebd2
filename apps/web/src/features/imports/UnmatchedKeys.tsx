import { Button, List, Popover, ScrollArea } from '@mantine/core';
import type { ImportRun } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { thousands } from '@pubdesk/ui/format';

/**
 * A run's unmatched count; when the report had keys that no data item has, a button that opens
 * them (the API keeps the first 100).
 */
export function UnmatchedKeys({ run }: { run: Pick<ImportRun, 'rows_unmatched' | 'unmatched_keys'> }) {
  const count = thousands(run.rows_unmatched);
  if (run.unmatched_keys.length === 0) return <>{count}</>;
  const label = t('imports.columns.unmatched');
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="subtle" color="orange" size="compact-xs" aria-label={t('imports.unmatchedKeys', { count })}>
          {count}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={240} type="auto">
          <List size="xs" spacing={2} aria-label={label} styles={{ item: { fontFamily: 'var(--mantine-font-family-monospace)' } }}>
            {run.unmatched_keys.map((key) => (
              <List.Item key={key}>{key}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
