import type { ReactNode } from 'react';
import { Alert, Fieldset, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../auth/auth-store';
import { t } from '../i18n';

/**
 * Credentials, e-mail and bank details stay the user's own: in an impersonated session their
 * forms are disabled (a disabled fieldset disables every control inside), under a notice saying
 * why. The API refuses those changes anyway (403 impersonated_session).
 */
export function ImpersonationLock({ children }: { children: ReactNode }) {
  if (useAuth().actorId === null) return children;
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconLock size={18} aria-hidden />}>
        {t('portal.impersonation.readOnly')}
      </Alert>
      <Fieldset variant="unstyled" disabled p={0} m={0}>
        {children}
      </Fieldset>
    </Stack>
  );
}
