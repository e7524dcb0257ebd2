import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-store';
import { t } from '../../lib/i18n';

/** Whether the signed-in user is a developer: only they see and edit permissions and services. */
export function useIsDeveloper(): boolean {
  return useAuth().user?.role === 'developer';
}

/**
 * The children for a developer; 'Developer only access' for everyone else (DECISIONS.md). The
 * children mount only for a developer, so their queries never run for anyone else.
 */
export function DeveloperOnly({ children }: { children: ReactNode }) {
  if (!useIsDeveloper()) {
    return (
      <Text c="dimmed" py="md">
        {t('credentials.developerOnly')}
      </Text>
    );
  }
  return <>{children}</>;
}
