import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Role } from '@pubdesk/contract';
import { t } from '../../lib/i18n';
import { isActivePath, navigation, visibleNavigation, type NavItem } from '../navigation';

function Item({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const Icon = item.icon;
  const icon = Icon ? <Icon size={18} stroke={1.6} /> : null;
  if (item.children?.length) {
    const open = item.children.some((child) => isActivePath(child, pathname));
    return (
      <NavLink label={t(item.label)} leftSection={icon} defaultOpened={open} active={open} variant="subtle">
        {item.children.map((child) => (
          <Item key={child.to} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={icon}
      active={isActivePath(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/** The sidebar menu for the user's role. */
export function NavItems({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      {visibleNavigation(navigation, role).map((item) => (
        <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
