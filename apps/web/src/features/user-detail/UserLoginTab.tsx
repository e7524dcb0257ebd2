import { SimpleGrid } from '@mantine/core';
import type { User } from '@pubdesk/contract';
import { PasswordChangeForm } from '@pubdesk/ui/account';
import { UserEmailForm } from './UserEmailForm';

/** Login Info: the user's email and password. */
export function UserLoginTab({ user }: { user: User }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <UserEmailForm userId={user.id} currentEmail={user.email} />
      <PasswordChangeForm userId={user.id} />
    </SimpleGrid>
  );
}
