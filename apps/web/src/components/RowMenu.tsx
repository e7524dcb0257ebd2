import type { ComponentType } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface RowMenuLink {
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
}

/** The '...' menu at the end of a list row: one link per action. */
export function RowMenu({ label, links }: { label: string; links: RowMenuLink[] }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ label: text, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={Icon ? <Icon size={14} stroke={1.6} /> : null}>
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
