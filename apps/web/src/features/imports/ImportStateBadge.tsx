import { Badge } from '@mantine/core';
import type { ImportState } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';

const colors: Record<ImportState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  partial: 'orange',
};

/** A run's state as a coloured badge: Queued, Running, Done, Failed or Partial. */
export function ImportStateBadge({ state }: { state: ImportState }) {
  return (
    <Badge color={colors[state]} variant="light" miw="max-content">
      {t(`imports.states.${state}`)}
    </Badge>
  );
}
