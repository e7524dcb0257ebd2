import { Stack, Tabs, Title } from '@mantine/core';
import { useAuth } from '../auth/auth-store';
import { t } from '../i18n';
import { BankInfoTab } from './BankInfoTab';
import { LoginInfoTab } from './LoginInfoTab';
import { ProfileInfoTab } from './ProfileInfoTab';
import { ImpersonationLock } from './ImpersonationLock';

/**
 * /profile in both apps: the user's own info (names, contact details, picture), login info (e-mail
 * and password, the current password asked) and bank details. An impersonated session (the
 * portal's) may change the info but not the login or bank details.
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
