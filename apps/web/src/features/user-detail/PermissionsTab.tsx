import { Stack } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { EffectivePermissionsCard } from './EffectivePermissionsCard';
import { ExceptionForm } from './ExceptionForm';
import { ExceptionList } from './ExceptionList';
import type { UserScreenAccess } from './user-access';
import { UserGroupsForm } from './UserGroupsForm';

interface PermissionsTabProps {
  user: User;
  profile: Profile;
  access: UserScreenAccess;
}

/**
 * The user's permission groups, grant/deny exceptions, and what they add up to. The groups are
 * read-only, and the exceptions cannot be added or deleted, without the permissions to do so.
 */
export function PermissionsTab({ user, profile, access }: PermissionsTabProps) {
  return (
    <Stack gap="md">
      <UserGroupsForm userId={user.id} groups={profile.groups} readOnly={!access.changeGroups} />
      <ExceptionList userId={user.id} canDelete={access.deleteException} />
      {access.addException ? <ExceptionForm userId={user.id} /> : null}
      <EffectivePermissionsCard userId={user.id} />
    </Stack>
  );
}
