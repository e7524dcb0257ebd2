import { Tabs } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { t } from '../../lib/i18n';
import { BankInfoTab } from '../profile/BankInfoTab';
import { ApiKeysTab } from '../api-keys/ApiKeysTab';
import { AssignmentsTab } from '../assignments/AssignmentsTab';
import { AdditionalTab } from './AdditionalTab';
import { LogsTab } from './LogsTab';
import { PermissionsTab } from './PermissionsTab';
import { useUserScreenAccess } from './user-access';
import { UserInfoForm } from './UserInfoForm';
import { UserLoginTab } from './UserLoginTab';

/**
 * User info, Login Info, Bank info, Permissions, Assignments, API Keys, Logs, Additional (spec
 * section 2). A tab whose content the server would refuse is not offered; User info and Bank info
 * are read-only without the permission to change them.
 */
export function UserTabs({ user, profile }: { user: User; profile: Profile }) {
  const access = useUserScreenAccess(user.id);
  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List aria-label={t('userDetail.tabs')}>
        <Tabs.Tab value="info">{t('userDetail.tabInfo')}</Tabs.Tab>
        {access.loginTab ? <Tabs.Tab value="login">{t('userDetail.tabLogin')}</Tabs.Tab> : null}
        {access.bankTab ? <Tabs.Tab value="bank">{t('userDetail.tabBank')}</Tabs.Tab> : null}
        {access.permissionsTab ? <Tabs.Tab value="permissions">{t('userDetail.tabPermissions')}</Tabs.Tab> : null}
        {access.assignmentsTab ? <Tabs.Tab value="assignments">{t('userDetail.tabAssignments')}</Tabs.Tab> : null}
        {access.apiKeysTab ? <Tabs.Tab value="api-keys">{t('userDetail.tabApiKeys')}</Tabs.Tab> : null}
        {access.logsTab ? <Tabs.Tab value="logs">{t('userDetail.tabLogs')}</Tabs.Tab> : null}
        <Tabs.Tab value="additional">{t('userDetail.tabAdditional')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info" pt="md">
        <UserInfoForm user={user} profile={profile} readOnly={!access.changeProfile} />
      </Tabs.Panel>
      {access.loginTab ? (
        <Tabs.Panel value="login" pt="md">
          <UserLoginTab user={user} />
        </Tabs.Panel>
      ) : null}
      {access.bankTab ? (
        <Tabs.Panel value="bank" pt="md">
          <BankInfoTab userId={user.id} readOnly={!access.changeBank} />
        </Tabs.Panel>
      ) : null}
      {access.permissionsTab ? (
        <Tabs.Panel value="permissions" pt="md">
          <PermissionsTab user={user} profile={profile} access={access} />
        </Tabs.Panel>
      ) : null}
      {access.assignmentsTab ? (
        <Tabs.Panel value="assignments" pt="md">
          <AssignmentsTab user={user} />
        </Tabs.Panel>
      ) : null}
      {access.apiKeysTab ? (
        <Tabs.Panel value="api-keys" pt="md">
          <ApiKeysTab user={user} />
        </Tabs.Panel>
      ) : null}
      {access.logsTab ? (
        <Tabs.Panel value="logs" pt="md">
          <LogsTab userId={user.id} />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="additional" pt="md">
        <AdditionalTab additional={profile.additional} />
      </Tabs.Panel>
    </Tabs>
  );
}
