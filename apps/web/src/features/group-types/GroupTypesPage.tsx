import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { useGroupType } from './group-types.api';
import { GroupTypeEditor } from './GroupTypeEditor';
import { GroupTypeList } from './GroupTypeList';

/**
 * /groups_types/:id?: the list on the left, the Add or Edit form on the right. The Add form and plus
 * buttons need the add permission; without the change permission a group type opens read-only.
 */
export function GroupTypesPage() {
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const detail = useGroupType(id);
  const { key: visit } = useLocation();
  const canAdd = useCan('websites.add_grouptype');
  const canChange = useCan('websites.change_grouptype');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('groupTypes.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <GroupTypeList page={page} onPageChange={setPage} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <GroupTypeEditor key={`new-${visit}`} entry={null} /> : null
            ) : (
              <DetailState query={detail}>{(entry) => <GroupTypeEditor key={entry.id} entry={entry} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
