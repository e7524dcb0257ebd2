import { Stack, Tabs, Title } from '@mantine/core';
import { useAuth } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { BankInfoTab, LoginInfoTab, ProfileInfoTab } from '@pubdesk/ui/account';

/** /profile: the signed-in user's own info, login and bank details. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.profile.title')}
      </Title>
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">{t('users.profile.tabInfo')}</Tabs.Tab>
          <Tabs.Tab value="login">{t('users.tabLogin')}</Tabs.Tab>
          <Tabs.Tab value="bank">{t('users.tabBank')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <ProfileInfoTab userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="login" pt="md">
          <LoginInfoTab userId={user.id} fallbackEmail={user.email} />
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="md">
          <BankInfoTab userId={user.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
