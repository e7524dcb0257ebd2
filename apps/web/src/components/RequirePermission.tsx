import type { ReactNode } from 'react';
import type { Permission } from '@pubdesk/contract';
import { Alert, Center, Loader } from '@mantine/core';
import { useMyPermissions } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';
import { NoAccessScreen } from './NoAccess';

/**
 * A screen for users who hold `permission` (as GET /auth/permissions/ answers, groups and
 * exceptions included); `denied`, or the no-access screen, for everyone else. The children
 * mount only once allowed, so a refused user's screen sends none of its requests.
 */
export function RequirePermission({ permission, denied, children }: { permission: Permission; denied?: ReactNode; children: ReactNode }) {
  const mine = useMyPermissions();
  if (mine.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (mine.isError) {
    return (
      <Alert color="red" title={t('common.errorTitle')}>
        <ErrorList error={mine.error} />
      </Alert>
    );
  }
  return mine.data.permissions.includes(permission) ? <>{children}</> : (denied ?? <NoAccessScreen />);
}
