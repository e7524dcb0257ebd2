import { createContext, useContext } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Whether the signed-in user may add records on this screen. The screen provides it once, from
 * `useCan`, and every plus button on it (the list's, the form's) follows without being told.
 */
export const AddPermission = createContext(true);

/** The plus button of a list or form: opens a clean Add form at `to`; absent where adding is not allowed. */
export function NewEntryButton({ to, label }: { to: string; label: string }) {
  if (!useContext(AddPermission)) return null;
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={to} variant="light" size="lg" aria-label={label}>
        <IconPlus size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
