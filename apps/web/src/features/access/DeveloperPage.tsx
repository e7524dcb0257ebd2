import type { ReactNode } from 'react';
import type { Permission } from '@pubdesk/contract';
import { Stack, Text, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { RequirePermission } from '../../components/RequirePermission';

/**
 * The children for whoever holds `permission` (developers, by default: docs/product-rules.md); 'Developer
 * only access' for everyone else. The children mount only when allowed, so their queries never
 * run for anyone else.
 */
export function DeveloperOnly({ permission, children }: { permission: Permission; children: ReactNode }) {
  const denied = (
    <Text c="dimmed" py="md">
      {t('access.developerOnly')}
    </Text>
  );
  return (
    <RequirePermission permission={permission} denied={denied}>
      {children}
    </RequirePermission>
  );
}

/** A developers' screen: its title, then the children or 'Developer only access'. */
export function DeveloperPage({ title, permission, children }: { title: string; permission: Permission; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <DeveloperOnly permission={permission}>{children}</DeveloperOnly>
    </Stack>
  );
}
