import { Tabs } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { t } from '../../lib/i18n';
import { BankInfoTab } from '../profile/BankInfoTab';
import { ApiKeysTab } from '../api-keys/ApiKeysTab';
import { AssignmentsTab } from '../assignments/AssignmentsTab';
import { AdditionalTab } from './AdditionalTab';
import { LogsTab } from './LogsTab';
import { PermissionsTab } from './PermissionsTab';
import { UserInfoForm } from './UserInfoForm';
import { UserLoginTab } from './UserLoginTab';

/** User info, Login Info, Bank info, Permissions, Assignments, API Keys, Logs, Additional (spec section 2). */
export function UserTabs({ user, profile }: { user: User; profile: Profile }) {
  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List aria-label={t('userDetail.tabs')}>
        <Tabs.Tab value="info">{t('userDetail.tabInfo')}</Tabs.Tab>
        <Tabs.Tab value="login">{t('userDetail.tabLogin')}</Tabs.Tab>
        <Tabs.Tab value="bank">{t('userDetail.tabBank')}</Tabs.Tab>
        <Tabs.Tab value="permissions">{t('userDetail.tabPermissions')}</Tabs.Tab>
        <Tabs.Tab value="assignments">{t('userDetail.tabAssignments')}</Tabs.Tab>
        <Tabs.Tab value="api-keys">{t('userDetail.tabApiKeys')}</Tabs.Tab>
        <Tabs.Tab value="logs">{t('userDetail.tabLogs')}</Tabs.Tab>
        <Tabs.Tab value="additional">{t('userDetail.tabAdditional')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info" pt="md">
        <UserInfoForm user={user} profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value="login" pt="md">
        <UserLoginTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="bank" pt="md">
        <BankInfoTab userId={user.id} />
      </Tabs.Panel>
      <Tabs.Panel value="permissions" pt="md">
        <PermissionsTab user={user} profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value="assignments" pt="md">
        <AssignmentsTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="api-keys" pt="md">
        <ApiKeysTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="logs" pt="md">
        <LogsTab userId={user.id} />
      </Tabs.Panel>
      <Tabs.Panel value="additional" pt="md">
        <AdditionalTab additional={profile.additional} />
      </Tabs.Panel>
    </Tabs>
  );
}
