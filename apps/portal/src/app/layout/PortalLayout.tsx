// Every Mantine component's styles, with the signed-in frame (the first page loads its own few:
// app/first-page-styles.ts).
import '@mantine/core/styles.css';
import { useState } from 'react';
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { messages, type Permission } from '@pubdesk/contract';
import { useAuth, useMyPermissions } from '@pubdesk/ui/auth';
import { BrandLogo, useBranding } from '@pubdesk/ui/branding';
import { installCatalogue, t } from '@pubdesk/ui/i18n';
import { ThemeToggle } from '@pubdesk/ui/public-pages';
import { navigationFor } from '../navigation';
import { ImpersonationBanner } from './ImpersonationBanner';
import { UserMenu } from './UserMenu';

// Every screen's texts load with the signed-in frame, never with the sign-in page.
installCatalogue(messages);

const MAIN_ID = 'main-content';

/** The signed-in frame: logo and the user's menu on top, the navigation on the side, the banner while impersonating. */
export function PortalLayout() {
  const auth = useAuth();
  const { branding } = useBranding();
  const permissions = useMyPermissions().data?.permissions;
  const [navOpened, setNavOpened] = useState(false);
  const { pathname } = useLocation();
  // The session ended while the page was open (End, or the token ran out).
  if (auth.status === 'ended') return <Navigate to="/ended" replace />;
  if (!auth.user) return <Navigate to="/login" replace />;
  const can = (permission: Permission) => permissions?.includes(permission) ?? false;
  const entries = navigationFor(auth.user.role, can);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <a href={`#${MAIN_ID}`} className="mantine-visible-from-xs" style={{ position: 'absolute', left: -9999 }}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={() => setNavOpened((open) => !open)}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleNavigation')}
            />
            <BrandLogo height={32} />
            <Text fw={600} visibleFrom="md">
              {t('portal.title', { company: branding.company_name })}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <UserMenu user={auth.user} impersonating={auth.actorId !== null} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.mainNavigation')}>
        <ScrollArea p="xs">
          {entries.map((entry) => {
            const active = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
            return (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={t(entry.label)}
                leftSection={<entry.icon size={18} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={() => setNavOpened(false)}
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {auth.actorId !== null ? <ImpersonationBanner user={auth.user} /> : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
