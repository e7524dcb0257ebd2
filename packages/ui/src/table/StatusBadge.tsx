import { Badge } from '@mantine/core';
import { capitalizeUnderscored } from '../format/format';

const colors: Record<string, string> = {
  active: 'green',
  pending: 'yellow',
  suspended: 'red',
  // Invoices
  deductible: 'yellow',
  approved: 'blue',
  paid: 'green',
};

/** A status as a coloured badge, always at its full width: Mantine's badge would otherwise shrink to 'AC…' in a tight table cell. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" miw="max-content">
      {capitalizeUnderscored(status)}
    </Badge>
  );
}
