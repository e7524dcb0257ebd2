import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import type { Profile, User } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { ApiKeysTab } from '../api-keys';
import { AssignmentsTab } from '../assignments';
import { BankInfoTab, ProfileInfoForm } from '@pubdesk/ui/account';
import { AdditionalTab } from './AdditionalTab';
import { LogsTab } from './LogsTab';
import { PermissionsTab } from './PermissionsTab';
import { useUserScreenAccess } from './user-access';
import { UserLoginTab } from './UserLoginTab';

/**
 * User info, Login Info, Bank info, Permissions, Assignments, API Keys, Logs, Additional (spec
 * section 2). A tab whose content the server would refuse is not offered; User info and Bank info
 * are read-only without the permission to change them.
 */
export function UserTabs({ user, profile }: { user: User; profile: Profile }) {
  const access = useUserScreenAccess(user.id);
  // In the spec's order; `shown` false: the server would refuse what the tab holds.
  const tabs: { value: string; label: string; shown: boolean; panel: ReactNode }[] = [
    {
      value: 'info',
      label: t('users.detail.tabInfo'),
      shown: true,
      panel: <ProfileInfoForm user={user} profile={profile} title={t('users.detail.tabInfo')} readOnly={!access.changeProfile} />,
    },
    { value: 'login', label: t('users.tabLogin'), shown: access.loginTab, panel: <UserLoginTab user={user} /> },
    {
      value: 'bank',
      label: t('users.tabBank'),
      shown: access.bankTab,
      panel: <BankInfoTab userId={user.id} readOnly={!access.changeBank} />,
    },
    {
      value: 'permissions',
      label: t('access.permissions'),
      shown: access.permissionsTab,
      panel: <PermissionsTab user={user} profile={profile} access={access} />,
    },
    { value: 'assignments', label: t('assignments.title'), shown: access.assignmentsTab, panel: <AssignmentsTab user={user} /> },
    { value: 'api-keys', label: t('apiKeys.title'), shown: access.apiKeysTab, panel: <ApiKeysTab user={user} /> },
    { value: 'logs', label: t('users.detail.logs'), shown: access.logsTab, panel: <LogsTab userId={user.id} /> },
    { value: 'additional', label: t('users.detail.additional'), shown: true, panel: <AdditionalTab additional={profile.additional} /> },
  ].filter((tab) => tab.shown);

  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List aria-label={t('users.detail.tabs')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
