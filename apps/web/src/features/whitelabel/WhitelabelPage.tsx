import { useState } from 'react';
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { useWhitelist } from './whitelabel.api';
import { WhitelabelEditor } from './WhitelabelEditor';
import { WhitelabelImages } from './WhitelabelImages';
import { WhitelabelList } from './WhitelabelList';

/**
 * /whitelabel/:id?: the list on the left, the editor (Add or Edit) on the right. The Add form and
 * plus buttons need the add permission; without the change permission an entry opens read-only,
 * without its image uploads.
 */
export function WhitelabelPage() {
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const detail = useWhitelist(id);
  // Every visit to /whitelabel (the plus button included) starts a clean Add form.
  const { key: visit } = useLocation();
  const canAdd = useCan('whitelist.add_whitelist');
  const canChange = useCan('whitelist.change_whitelist');

  const editor =
    id === null ? (
      canAdd ? (
        <>
          <WhitelabelEditor key={`new-${visit}`} entry={null} />
          <Card withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {t('whitelabel.saveFirst')}
            </Text>
          </Card>
        </>
      ) : null
    ) : (
      <DetailState query={detail}>
        {(entry) => (
          <>
            <WhitelabelEditor key={entry.id} entry={entry} readOnly={!canChange} />
            {canChange ? <WhitelabelImages entry={entry} /> : null}
          </>
        )}
      </DetailState>
    );

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('whitelabel.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <WhitelabelList page={page} onPageChange={setPage} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">{editor}</Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
