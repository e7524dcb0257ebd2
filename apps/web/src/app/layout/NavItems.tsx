import { useState } from 'react';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Role } from '@pubdesk/contract';
import { useMyPermissions } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { isActivePath, visibleNavigation, type NavItem } from '../../lib/menu';
import { navigation } from '../navigation';

/**
 * A parent entry (Websites, Credentials, Settings): a button that opens and closes its links.
 * Mantine renders it as an anchor without href, which Tab skips; a button is reachable and opens
 * on Enter or Space, and aria-expanded tells screen readers whether its links are shown.
 */
function Section({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const Icon = item.icon;
  const holdsCurrentPage = (item.children ?? []).some((child) => isActivePath(child, pathname));
  const [opened, setOpened] = useState(holdsCurrentPage);
  return (
    <NavLink
      component="button"
      type="button"
      label={t(item.label)}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : null}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      active={holdsCurrentPage}
      variant="subtle"
    >
      {item.children?.map((child) => (
        <Item key={child.to} item={child} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function Item({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  if (item.children?.length) return <Section item={item} pathname={pathname} onNavigate={onNavigate} />;
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : null}
      active={isActivePath(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/** The sidebar menu for the user's role and permissions. */
export function NavItems({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const permissions = useMyPermissions().data?.permissions;
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      {visibleNavigation(navigation, role, permissions).map((item) => (
        <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
