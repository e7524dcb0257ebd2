import { Badge } from '@mantine/core';
import { capitalizeUnderscored } from '../lib/format';

const colors: Record<string, string> = {
  active: 'green',
  pending: 'yellow',
  suspended: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light">
      {capitalizeUnderscored(status)}
    </Badge>
  );
}
