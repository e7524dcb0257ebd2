import { Fragment, type ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel';
import { StatusBadge } from '@pubdesk/ui/table';

interface StatusListCardProps<T extends { id: number }> {
  title: string;
  emptyText: string;
  loading: boolean;
  rows: T[];
  /** A row, mostly a StatusLinkRow. */
  children: (row: T) => ReactNode;
}

/** A dashboard card of records awaiting attention, one under the other, with its loading and empty states. */
export function StatusListCard<T extends { id: number }>({ title, emptyText, loading, rows, children }: StatusListCardProps<T>) {
  return (
    <ListPanel title={title} loading={loading} empty={rows.length === 0} emptyText={emptyText}>
      <Stack gap="sm">
        {rows.map((row) => (
          <Fragment key={row.id}>{children(row)}</Fragment>
        ))}
      </Stack>
    </ListPanel>
  );
}

interface StatusLinkRowProps {
  /** The record's screen, which its name links to. */
  to: string;
  name: string;
  status: string;
  /** Under the name: dimmed lines that say more (its address, its owner). */
  children: ReactNode;
}

/** A record in a StatusListCard: its name as a link with the details under it, and its status at the end. */
export function StatusLinkRow({ to, name, status, children }: StatusLinkRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={to} size="sm" fw={600} truncate>
          {name}
        </Anchor>
        {children}
      </Stack>
      <StatusBadge status={status} />
    </Group>
  );
}
