import { Badge, Burger, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useBranding } from '@pubdesk/ui/branding';
import { ThemeToggle } from '@pubdesk/ui/public-pages';

interface TopBarProps {
  user: TokenUser | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Burger (small screens), the label's name, the user's role and the theme toggle. */
export function TopBar({ user, navOpened, onToggleNav }: TopBarProps) {
  const { branding } = useBranding();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {user ? <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleNavigation')} /> : null}
        <Text fw={700} hiddenFrom={user ? 'sm' : undefined}>
          {branding.company_name}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {user ? (
          <>
            <VisuallyHidden>{t('common.role')}</VisuallyHidden>
            <Badge variant="light" size="lg" tt="none">
              {user.role.replace(/_/g, ' ')}
            </Badge>
          </>
        ) : null}
        <ThemeToggle />
      </Group>
    </Group>
  );
}
