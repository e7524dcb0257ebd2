import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';

/**
 * The user's picture, opening their profile and sign-out. An impersonated session has nothing to
 * sign out of (its End is in the banner), so it has no sign-out.
 */
export function UserMenu({ user, impersonating }: { user: TokenUser; impersonating: boolean }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={name}>
          <Avatar src={user.profile_image} name={name} color="initials" alt="" radius="xl" size={34} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('portal.nav.profile')}
        </Menu.Item>
        {impersonating ? null : (
          <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
            {t('nav.signOut')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
