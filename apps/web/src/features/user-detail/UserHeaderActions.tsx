import type { ReactNode } from 'react';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconRosetteDiscountCheck, IconRosette, IconUserOff } from '@tabler/icons-react';
import type { Profile, User } from '@pubdesk/contract';
import { useAuth } from '../../lib/auth/auth-store';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useUpdateProfile } from '../profile/profile.api';
import { headerButtons } from './user-detail';
import { useImpersonate, useUpdateUser } from './user-detail.api';

/**
 * Suspend / Activate, Verify / Unverify and Impersonate. Failures of the first two are silent
 * (spec section 8): the card keeps showing what the server holds.
 */
export function UserHeaderActions({ user, profile }: { user: User; profile: Profile }) {
  const { user: signedIn } = useAuth();
  const buttons = headerButtons(user, profile.is_verified, signedIn?.id ?? null);
  const updateUser = useUpdateUser(user.id);
  const updateProfile = useUpdateProfile(user.id);
  const impersonate = useImpersonate();

  const toggleActive = () => updateUser.mutate({ is_active: !user.is_active });
  const toggleVerified = () => updateProfile.mutate({ is_verified: !profile.is_verified });
  const openPortal = () =>
    impersonate.mutate(user.id, {
      onSuccess: (answer) => {
        notify.info({ message: t('userDetail.impersonating') });
        window.open(answer.url, '_blank', 'noopener');
      },
      onError: () => notify.error({ message: t('userDetail.impersonateFailed') }),
    });

  const ownHint = buttons.ownAccount ? t('userDetail.ownAccount') : null;

  return (
    <Group gap="xs" role="group" aria-label={t('userDetail.actions')}>
      <Hint label={ownHint}>
        <Button
          variant="light"
          color={buttons.status === 'suspend' ? 'red' : 'green'}
          leftSection={buttons.status === 'suspend' ? <IconUserOff size={16} /> : <IconCircleCheck size={16} />}
          loading={updateUser.isPending}
          disabled={buttons.ownAccount}
          onClick={toggleActive}
        >
          {buttons.status === 'suspend' ? t('userDetail.suspend') : t('userDetail.activate')}
        </Button>
      </Hint>
      <Hint label={ownHint}>
        <Button
          variant="light"
          leftSection={buttons.verification === 'verify' ? <IconRosetteDiscountCheck size={16} /> : <IconRosette size={16} />}
          loading={updateProfile.isPending}
          disabled={buttons.ownAccount}
          onClick={toggleVerified}
        >
          {buttons.verification === 'verify' ? t('userDetail.verify') : t('userDetail.unverify')}
        </Button>
      </Hint>
      <Hint label={buttons.impersonable ? null : t('userDetail.publishersOnly')}>
        <Button
          variant="filled"
          leftSection={<IconExternalLink size={16} />}
          loading={impersonate.isPending}
          disabled={!buttons.impersonable}
          aria-description={buttons.impersonable ? undefined : t('userDetail.publishersOnly')}
          onClick={openPortal}
        >
          {t('userDetail.impersonate')}
        </Button>
      </Hint>
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
