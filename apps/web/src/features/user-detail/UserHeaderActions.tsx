import type { ReactNode } from 'react';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconRosetteDiscountCheck, IconRosette, IconUserOff } from '@tabler/icons-react';
import type { Profile, User } from '@pubdesk/contract';
import { useAuth } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { notify, notifyFailed, notifyRefused } from '@pubdesk/ui/notify';
import { useUpdateProfile } from '@pubdesk/ui/account';
import { useUserScreenAccess } from './user-access';
import { headerButtons } from './user-detail';
import { useImpersonate, useUpdateUser } from './user-detail.api';

/** A refused Suspend / Activate or Verify / Unverify: the server's own message, not silence. */
const notifyActionRefused = (error: unknown) => notifyRefused('common.operationFailed', error);

/**
 * Suspend / Activate, Verify / Unverify and Impersonate, each only for who may do it (the
 * server's permissions: users.change_user, users.change_profile, auth.impersonate_user).
 * Impersonating a staff user is answered here with the spec's notice, without asking the server.
 */
export function UserHeaderActions({ user, profile }: { user: User; profile: Profile }) {
  const { user: signedIn } = useAuth();
  const buttons = headerButtons(user, profile.is_verified, signedIn?.id ?? null);
  const access = useUserScreenAccess(user.id);
  const updateUser = useUpdateUser(user.id);
  const updateProfile = useUpdateProfile(user.id);
  const impersonate = useImpersonate();

  const toggleActive = () => updateUser.mutate({ is_active: !user.is_active }, { onError: notifyActionRefused });
  const toggleVerified = () => updateProfile.mutate({ is_verified: !profile.is_verified }, { onError: notifyActionRefused });
  const openPortal = () => {
    // other roles get the info notice 'Publishers and Networks only'.
    if (!buttons.impersonable) {
      notify.info({ message: t('users.detail.publishersOnly') });
      return;
    }
    impersonate.mutate(user.id, {
      onSuccess: (answer) => {
        notify.info({ message: t('users.detail.impersonating') });
        window.open(answer.url, '_blank', 'noopener');
      },
      onError: () => notifyFailed(t('users.detail.impersonateFailed')),
    });
  };

  const ownHint = buttons.ownAccount ? t('users.detail.ownAccount') : null;

  return (
    <Group gap="xs" role="group" aria-label={t('users.detail.actions')}>
      {access.changeStatus ? (
        <Hint label={ownHint}>
          <Button
            variant="light"
            color={buttons.status === 'suspend' ? 'red' : 'green'}
            leftSection={buttons.status === 'suspend' ? <IconUserOff size={16} /> : <IconCircleCheck size={16} />}
            loading={updateUser.isPending}
            disabled={buttons.ownAccount}
            onClick={toggleActive}
          >
            {buttons.status === 'suspend' ? t('users.detail.suspend') : t('users.detail.activate')}
          </Button>
        </Hint>
      ) : null}
      {access.changeVerification ? (
        <Hint label={ownHint}>
          <Button
            variant="light"
            leftSection={buttons.verification === 'verify' ? <IconRosetteDiscountCheck size={16} /> : <IconRosette size={16} />}
            loading={updateProfile.isPending}
            disabled={buttons.ownAccount}
            onClick={toggleVerified}
          >
            {buttons.verification === 'verify' ? t('users.detail.verify') : t('users.detail.unverify')}
          </Button>
        </Hint>
      ) : null}
      {access.impersonate ? (
        <Button variant="filled" leftSection={<IconExternalLink size={16} />} loading={impersonate.isPending} onClick={openPortal}>
          {t('users.detail.impersonate')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A tooltip that also shows over a disabled button (which gets no pointer events itself). */
function Hint({ label, children }: { label: string | null; children: ReactNode }) {
  if (!label) return <>{children}</>;
  return (
    <Tooltip label={label}>
      <span>{children}</span>
    </Tooltip>
  );
}
