import type { ReactNode } from 'react';
import type { Permission } from '@pubdesk/contract';
import { Text } from '@mantine/core';
import { RequirePermission } from '../../components/RequirePermission';
import { t } from '../../lib/i18n';

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
