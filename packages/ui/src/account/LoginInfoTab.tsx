import { SimpleGrid } from '@mantine/core';
import { useUser } from './profile.api';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { TwoFactorCard } from './TwoFactorCard';

/** Login Info (the user's own): change email, change password, two-factor authentication. */
export function LoginInfoTab({ userId, fallbackEmail }: { userId: number; fallbackEmail: string }) {
  const user = useUser(userId);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <EmailChangeForm userId={userId} currentEmail={user.data?.email ?? fallbackEmail} />
      <PasswordChangeForm userId={userId} />
      <TwoFactorCard />
    </SimpleGrid>
  );
}
