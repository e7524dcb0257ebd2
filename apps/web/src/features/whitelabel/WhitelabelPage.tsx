import { useState } from 'react';
import { Alert, Card, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ErrorList } from '../../components/ErrorList';
import { t } from '../../lib/i18n';
import { useWhitelist } from './whitelabel.api';
import { WhitelabelEditor } from './WhitelabelEditor';
import { WhitelabelImages } from './WhitelabelImages';
import { WhitelabelList } from './WhitelabelList';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** /whitelabel/:id?: the list on the left, the editor (Add or Edit) on the right. */
export function WhitelabelPage() {
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const detail = useWhitelist(id);
  // Every visit to /whitelabel (the plus button included) starts a clean Add form.
  const { key: visit } = useLocation();

  let editor;
  if (id === null) {
    editor = (
      <>
        <WhitelabelEditor key={`new-${visit}`} entry={null} />
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('whitelabel.saveFirst')}
          </Text>
        </Card>
      </>
    );
  } else if (detail.isPending) {
    editor = (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  } else if (detail.isError) {
    editor = (
      <Alert color="red">
        <ErrorList error={detail.error} />
      </Alert>
    );
  } else {
    editor = (
      <>
        <WhitelabelEditor key={detail.data.id} entry={detail.data} />
        <WhitelabelImages entry={detail.data} />
      </>
    );
  }

  return (
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
  );
}
