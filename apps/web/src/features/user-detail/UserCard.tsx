import { useRef, type ReactNode } from 'react';
import { Avatar, Badge, Card, Center, FileButton, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconRosette, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { Profile, User } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { StatusBadge } from '@pubdesk/ui/table';
import { capitalizeUnderscored, fullName } from '@pubdesk/ui/format';
import { useUploadProfileImage } from '@pubdesk/ui/account';
import { useUserScreenAccess } from './user-access';
import { orDash } from './user-detail';
import { UserTwoFactor } from './UserTwoFactor';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

const imageAccept = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The left card: avatar (click to upload, for who may change the profile), Verified ribbon, name,
 * role, contact, status and two-factor authentication.
 */
export function UserCard({ user, profile }: { user: User; profile: Profile }) {
  const name = fullName(user);
  const { changeProfile } = useUserScreenAccess(user.id);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('users.detail.card')}>
      <Stack gap="sm">
        <Center>
          {changeProfile ? (
            <UserAvatar userId={user.id} name={name} image={profile.image} />
          ) : (
            <Avatar src={profile.image} name={name} color="initials" size={96} radius={96} alt={t('users.profilePicture')} />
          )}
        </Center>
        <Center>
          <VerifiedRibbon verified={profile.is_verified} />
        </Center>
        <Text fw={600} ta="center">
          {name}
        </Text>
        <dl style={{ margin: 0 }}>
          <Line label={t('common.role')} value={capitalizeUnderscored(user.role)} />
          <Line label={t('common.username')} value={user.username} />
          <Line label={t('common.email')} value={orDash(user.email)} />
          <Line label={t('common.phone')} value={orDash(profile.phone_number)} />
          <Line label={t('common.country')} value={orDash(profile.country)} />
          <Line label={t('common.status')} value={<StatusBadge status={user.is_active ? 'active' : 'suspended'} />} />
          <UserTwoFactor user={user} />
        </dl>
      </Stack>
    </Card>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="right" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}

function VerifiedRibbon({ verified }: { verified: boolean }) {
  const Icon = verified ? IconRosetteDiscountCheckFilled : IconRosette;
  return (
    <Badge color={verified ? 'green' : 'gray'} variant="light" leftSection={<Icon size={14} aria-hidden />}>
      {verified ? t('users.verified') : t('users.notVerified')}
    </Badge>
  );
}

/** The picture (or initials); a click opens the file picker and uploads the chosen image. */
function UserAvatar({ userId, name, image }: { userId: number; name: string; image: string | null }) {
  const upload = useUploadProfileImage(userId);
  const resetRef = useRef<() => void>(null);

  const send = (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    upload.mutate(file, {
      onSuccess: () => notifyDone(t('common.saved')),
      onError: (error) => notifyRefused('common.saveFailed', error),
    });
  };

  return (
    <FileButton onChange={send} accept={imageAccept} resetRef={resetRef}>
      {(props) => (
        <Tooltip label={t('users.detail.changePicture')}>
          <UnstyledButton
            {...props}
            aria-label={t('users.detail.changePicture')}
            disabled={upload.isPending}
            style={{ borderRadius: '50%' }}
          >
            <Avatar src={image} name={name} color="initials" size={96} radius={96} alt={t('users.profilePicture')} />
          </UnstyledButton>
        </Tooltip>
      )}
    </FileButton>
  );
}
