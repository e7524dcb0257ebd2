import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The plus button of a list or form: opens a clean Add form at `to`. */
export function NewEntryButton({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={to} variant="light" size="lg" aria-label={label}>
        <IconPlus size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
