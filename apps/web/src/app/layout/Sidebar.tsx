import { AppShell, Divider, NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { BrandLogo } from '@pubdesk/ui/branding';
import { NavItems } from './NavItems';
import { UserBlock } from './UserBlock';

export function Sidebar({ user, onNavigate }: { user: TokenUser; onNavigate: () => void }) {
  return (
    <>
      <AppShell.Section p="md">
        <BrandLogo height={36} />
      </AppShell.Section>
      <AppShell.Section px="md" pb="md">
        <UserBlock user={user} />
      </AppShell.Section>
      <Divider />
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
        <NavItems role={user.role} onNavigate={onNavigate} />
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="xs">
        <NavLink component={Link} to="/logout" label={t('nav.signOut')} leftSection={<IconLogout size={18} stroke={1.6} />} />
      </AppShell.Section>
    </>
  );
}
