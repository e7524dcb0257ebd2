import { Stack } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { EffectivePermissionsCard } from './EffectivePermissionsCard';
import { ExceptionForm } from './ExceptionForm';
import { ExceptionList } from './ExceptionList';
import { UserGroupsForm } from './UserGroupsForm';

/** The user's permission groups, grant/deny exceptions, and what they add up to. */
export function PermissionsTab({ user, profile }: { user: User; profile: Profile }) {
  return (
    <Stack gap="md">
      <UserGroupsForm userId={user.id} groups={profile.groups} />
      <ExceptionList userId={user.id} />
      <ExceptionForm userId={user.id} />
      <EffectivePermissionsCard userId={user.id} />
    </Stack>
  );
}
