import { useMemo, useState } from 'react';
import { Alert, Center, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { ListPanel } from '../../components/ListPanel';
import { SearchBox } from '../../components/SearchBox';
import { capitalizeUnderscored } from '../../lib/format';
import { t } from '../../lib/i18n';
import { usePermissions } from './access.api';
import { DeveloperOnly } from './DeveloperOnly';
import { filterGroups, groupByService } from './permission-groups';
import { PermissionRow } from './PermissionRow';

/** /credentials/permissions: developers (who may change permissions) rename them, by service; others see 'Developer only access'. */
export function PermissionsPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('access.permissions')}
      </Title>
      <DeveloperOnly permission="access.change_permission">
        <PermissionTables />
      </DeveloperOnly>
    </Stack>
  );
}

function PermissionTables() {
  const query = usePermissions();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => filterGroups(groupByService(query.data ?? []), search), [query.data, search]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <ErrorList error={query.error} />
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SearchBox label={t('access.searchPermissions')} onSearch={setSearch} />
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('access.noPermissions')}
        </Text>
      ) : null}
      {groups.map((group) => (
        <ListPanel key={group.service} title={capitalizeUnderscored(group.service)}>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="40%">{t('access.codename')}</Table.Th>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.permissions.map((permission) => (
                  // Keyed by name too: after a rename is saved the row starts again from the server's name.
                  <PermissionRow key={`${permission.id}:${permission.name}`} permission={permission} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListPanel>
      ))}
    </Stack>
  );
}
