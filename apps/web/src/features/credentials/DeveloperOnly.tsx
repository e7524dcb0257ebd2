import type { ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useMyPermissions } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';

/**
 * The children for whoever holds `permission` (developers, by default: DECISIONS.md); 'Developer
 * only access' for everyone else. The children mount only when allowed, so their queries never
 * run for anyone else.
 */
export function DeveloperOnly({ permission, children }: { permission: string; children: ReactNode }) {
  const mine = useMyPermissions();
  if (mine.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!mine.data?.permissions.includes(permission)) {
    return (
      <Text c="dimmed" py="md">
        {t('credentials.developerOnly')}
      </Text>
    );
  }
  return <>{children}</>;
}
