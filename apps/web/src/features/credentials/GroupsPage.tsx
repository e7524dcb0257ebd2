import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { parseId } from '../../components/parse-id';
import { t } from '../../lib/i18n';
import { useGroup } from './credentials.api';
import { GroupEditor } from './GroupEditor';
import { GroupList } from './GroupList';

/** /credentials/groups?id=: the groups on the left, the Add or Edit form on the right. */
export function GroupsPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const [page, setPage] = useState(1);
  const detail = useGroup(id);
  // The plus button links to this same screen: a new visit gives a fresh, empty form.
  const { key: visit } = useLocation();

  return (
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
            <GroupEditor key={`new-${visit}`} group={null} />
          ) : (
            <DetailState query={detail}>{(group) => <GroupEditor key={group.id} group={group} />}</DetailState>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
