import type { ComponentType } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';

interface RowMenuItemBase {
  label: string;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
}
/** An item that opens a screen. */
export interface RowMenuLink extends RowMenuItemBase {
  to: string;
}
/** An item that does something where the user is (open a modal, copy, clear a cache). */
export interface RowMenuAction extends RowMenuItemBase {
  onClick: () => void;
}
export type RowMenuItem = RowMenuLink | RowMenuAction;

/** The '...' menu at the end of a list row: one item per action, links and buttons alike. */
export function RowMenu({ label, links }: { label: string; links: RowMenuItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((item) => {
          const leftSection = item.icon ? <item.icon size={14} stroke={1.6} /> : null;
          return 'to' in item ? (
            <Menu.Item key={item.label} component={Link} to={item.to} leftSection={leftSection}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick} leftSection={leftSection}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
