import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { useGroup } from './credentials.api';
import { GroupEditor } from './GroupEditor';
import { GroupList } from './GroupList';

/**
 * /credentials/groups?id=: the groups on the left, the Add or Edit form on the right. The Add form
 * and plus buttons need the add permission; without the change permission a group opens read-only.
 */
export function GroupsPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const [page, setPage] = useState(1);
  const detail = useGroup(id);
  // The plus button links to this same screen: a new visit gives a fresh, empty form.
  const { key: visit } = useLocation();
  const canAdd = useCan('access.add_group');
  const canChange = useCan('access.change_group');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('credentials.groupsTitle')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <GroupList page={page} onPageChange={setPage} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <GroupEditor key={`new-${visit}`} group={null} /> : null
            ) : (
              <DetailState query={detail}>{(group) => <GroupEditor key={group.id} group={group} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
