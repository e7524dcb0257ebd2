import { Grid, Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailState } from '@pubdesk/ui/forms';
import { parseId } from '../../components/parse-id';
import { fullName } from '@pubdesk/ui/format';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useProfile, useUser } from '@pubdesk/ui/account';
import { UserCard } from './UserCard';
import { UserHeaderActions } from './UserHeaderActions';
import { UserTabs } from './UserTabs';

/** /users/:id: a user's summary card, the header buttons and the tabs. */
export function UserPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <UserScreen key={id} userId={id} />;
}

function UserScreen({ userId }: { userId: number }) {
  const user = useUser(userId);
  const profile = useProfile(userId);
  return (
    <DetailState query={user}>
      {(loadedUser) => (
        <DetailState query={profile}>
          {(loadedProfile) => (
            <Stack gap="md">
              <Group justify="space-between" align="center">
                <Title order={1} size="h2">
                  {fullName(loadedUser)}
                </Title>
                <UserHeaderActions user={loadedUser} profile={loadedProfile} />
              </Group>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
                  <UserCard user={loadedUser} profile={loadedProfile} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
                  <UserTabs user={loadedUser} profile={loadedProfile} />
                </Grid.Col>
              </Grid>
            </Stack>
          )}
        </DetailState>
      )}
    </DetailState>
  );
}
