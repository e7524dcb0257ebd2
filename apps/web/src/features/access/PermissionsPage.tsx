import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { DetailState } from '@pubdesk/ui/forms';
import { ListPanel } from '../../components/ListPanel';
import { SearchBox } from '../../components/SearchBox';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { usePermissions } from './access.api';
import { DeveloperPage } from './DeveloperPage';
import { InlineEditTable } from './InlineEditTable';
import { filterGroups, groupByService } from './permission-groups';
import { PermissionRow } from './PermissionRow';

/** /credentials/permissions: developers (who may change permissions) rename them, by service; others see 'Developer only access'. */
export function PermissionsPage() {
  return (
    <DeveloperPage title={t('access.permissions')} permission="access.change_permission">
      <PermissionTables />
    </DeveloperPage>
  );
}

function PermissionTables() {
  const query = usePermissions();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => filterGroups(groupByService(query.data ?? []), search), [query.data, search]);

  return (
    <DetailState query={query}>
      {() => (
        <Stack gap="md">
          <SearchBox label={t('access.searchPermissions')} onSearch={setSearch} />
          {groups.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('access.noPermissions')}
            </Text>
          ) : null}
          {groups.map((group) => (
            <ListPanel key={group.service} title={capitalizeUnderscored(group.service)}>
              <InlineEditTable keyHeader={t('access.codename')} keyWidth="40%" textHeader={t('common.name')}>
                {group.permissions.map((permission) => (
                  // Keyed by name too: after a rename is saved the row starts again from the server's name.
                  <PermissionRow key={`${permission.id}:${permission.name}`} permission={permission} />
                ))}
              </InlineEditTable>
            </ListPanel>
          ))}
        </Stack>
      )}
    </DetailState>
  );
}
