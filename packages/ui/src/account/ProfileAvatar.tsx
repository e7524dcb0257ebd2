import { useRef } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { User } from '@pubdesk/contract';
import { authStore } from '../auth';
import { t } from '../i18n';
import { capitalizeUnderscored, fullName } from '../format/format';
import { useUploadProfileImage } from './profile.api';
import { notifyDone, notifyRefused } from '../notify/notices';

const imageAccept = 'image/png,image/jpeg,image/webp,image/gif';

/** The user's picture (or initials) with a button to upload a new one. */
export function ProfileAvatar({ user, image }: { user: User; image: string | null }) {
  const upload = useUploadProfileImage(user.id);
  const name = fullName(user);
  const resetRef = useRef<() => void>(null);

  const send = (file: File | null) => {
    if (!file) return;
    // Clear the picker so that choosing the same file again uploads it again.
    resetRef.current?.();
    upload.mutate(file, {
      onSuccess: (profile) => {
        authStore.patchUser({ profile_image: profile.image });
        notifyDone(t('common.saved'));
      },
      onError: (error) => notifyRefused('common.saveFailed', error),
    });
  };

  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={image} name={name} color="initials" size={72} radius="xl" alt={t('users.profilePicture')} />
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {user.username} · {capitalizeUnderscored(user.role)}
        </Text>
        <FileButton onChange={send} accept={imageAccept} resetRef={resetRef}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconCamera size={14} />} loading={upload.isPending}>
              {t('users.profile.changePicture')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Group>
  );
}
