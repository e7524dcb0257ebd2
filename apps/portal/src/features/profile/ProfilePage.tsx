import { Stack, Tabs, Title } from '@mantine/core';
import { BankInfoTab, LoginInfoTab, ProfileInfoTab } from '@pubdesk/ui/account';
import { useAuth } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ImpersonationLock } from './ImpersonationLock';

/**
 * /profile: the user's own info (names, contact details, picture), login info (e-mail and password,
 * the current password asked) and bank details: the console's profile forms. An impersonated
 * session may change the info but not the login or bank details.
 */
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
          <ImpersonationLock>
            <LoginInfoTab userId={user.id} fallbackEmail={user.email} />
          </ImpersonationLock>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="md">
          <ImpersonationLock>
            <BankInfoTab userId={user.id} />
          </ImpersonationLock>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
