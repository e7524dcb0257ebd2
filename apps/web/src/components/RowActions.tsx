import type { ComponentType, ReactElement } from 'react';
import { ActionIcon, Group, Tooltip, type GroupProps } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmDelete } from '@pubdesk/ui/table';

/** An icon link of a row: where it goes, its accessible name (naming the row) and an optional tooltip. */
export interface RowActionLink {
  to: string;
  label: string;
  tip?: string;
  icon?: ComponentType<{ size?: number }>;
}

/** A row's confirmed delete: the trash button's name, what the question names, and what Delete does. */
export interface RowActionDelete {
  label: string;
  name: string;
  onConfirm: () => void;
  loading?: boolean;
  /** The screen's own question, instead of 'Are You Sure ??'. */
  question?: string;
}

interface RowActionsProps {
  /** The pencil link to the row's editor; none when left out. */
  edit?: Omit<RowActionLink, 'icon'> | null;
  /** Further icon links after Edit (reports, wallet, ...), in this order. */
  links?: RowActionLink[];
  /** The trash button last, behind the 'Are You Sure ??' question; none when left out. */
  remove?: RowActionDelete | null;
  gap?: GroupProps['gap'];
  justify?: GroupProps['justify'];
}

function IconLink({ to, label, tip, icon: Icon = IconPencil }: RowActionLink) {
  const link = (
    <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
      <Icon size={16} />
    </ActionIcon>
  );
  return tip ? <Tooltip label={tip}>{link}</Tooltip> : link;
}

/**
 * The actions at the end of a list row, always in the same order: Edit, the extra links, Delete.
 * A single action stands alone (no group around it) unless the actions align to the row's end, as the
 * one-button lists have always shown it.
 */
export function RowActions({ edit, links = [], remove, gap = 4, justify }: RowActionsProps) {
  const items: ReactElement[] = [];
  if (edit) items.push(<IconLink key={`edit:${edit.to}`} {...edit} />);
  for (const link of links) items.push(<IconLink key={link.to} {...link} />);
  if (remove) items.push(<ConfirmDelete key="delete" {...remove} />);
  if (items.length === 1 && !justify) return items[0];
  return (
    <Group gap={gap} wrap="nowrap" justify={justify}>
      {items}
    </Group>
  );
}
