import { Alert, Card, Center, Loader, Stack } from '@mantine/core';
import { t } from '../i18n';
import { ErrorList } from '../forms/ErrorList';
import { useProfile, useUser } from './profile.api';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileInfoForm } from './ProfileInfoForm';

/** Your info: picture, names and contact details (GET /profiles/{id}/ and /users/{id}/). */
export function ProfileInfoTab({ userId }: { userId: number }) {
  const profile = useProfile(userId);
  const user = useUser(userId);

  if (profile.isPending || user.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (profile.isError || user.isError) {
    return (
      <Alert color="red">
        <ErrorList error={profile.error ?? user.error} />
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <ProfileAvatar user={user.data} image={profile.data.image} />
      </Card>
      <ProfileInfoForm user={user.data} profile={profile.data} title={t('users.profile.tabInfo')} own />
    </Stack>
  );
}
