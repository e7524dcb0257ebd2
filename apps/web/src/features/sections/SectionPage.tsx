import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth, useMyPermissions } from '@pubdesk/ui/auth';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { sectionChildren, useMenu } from '../../lib/menu';

/**
 * A sidebar section's own page (/credentials, /settings: where their breadcrumb links): the
 * section's screens the user's menu shows (role and permissions, as the sidebar), one card each
 * (the frame provides the menu).
 */
export function SectionPage({ path, title }: { path: string; title: MessageKey }) {
  const role = useAuth().user?.role;
  const menu = useMenu();
  const permissions = useMyPermissions().data?.permissions;
  const pages = role ? sectionChildren(path, role, menu, permissions) : [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      <Text c="dimmed">{pages.length ? t('access.sectionIntro') : t('access.sectionEmpty')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pages.map((page) => (
          <li key={page.to}>
            <Card component={Link} to={page.to} withBorder radius="md" padding="md">
              <Text fw={600}>{t(page.label)}</Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function CredentialsSectionPage() {
  return <SectionPage path="/credentials" title="nav.credentials" />;
}

export function SettingsSectionPage() {
  return <SectionPage path="/settings" title="nav.settings" />;
}
