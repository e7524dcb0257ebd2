import { useState, type ReactNode } from 'react';
import { AppShell, Text } from '@mantine/core';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { MenuContext } from '../../lib/menu';
import { navigation } from '../navigation';
import { Breadcrumb } from './Breadcrumb';
import { Sidebar } from './Sidebar';
import { SkipLink } from '@pubdesk/ui/shell';
import { TopBar } from './TopBar';

const MAIN_ID = 'main-content';

/** The signed-in frame: top bar, sidebar, breadcrumb, page, footer with the version; its screens read the sidebar's menu (useMenu). */
export function AppShellLayout({ user, children }: { user: TokenUser; children: ReactNode }) {
  const [navOpened, setNavOpened] = useState(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      footer={{ height: 36 }}
      padding="md"
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header>
        <TopBar user={user} navOpened={navOpened} onToggleNav={() => setNavOpened((open) => !open)} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar user={user} onNavigate={() => setNavOpened(false)} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Breadcrumb />
        <MenuContext.Provider value={navigation}>{children}</MenuContext.Provider>
      </AppShell.Main>
      <AppShell.Footer px="md">
        <Text size="xs" c="dimmed" lh="36px" ta="right" title={t('nav.version', { version: t('app.version') })}>
          {t('app.version')}
        </Text>
      </AppShell.Footer>
    </AppShell>
  );
}
