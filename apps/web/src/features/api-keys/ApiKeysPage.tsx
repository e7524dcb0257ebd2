import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { ApiKeyEditor } from './ApiKeyEditor';
import { ApiKeyList } from './ApiKeyList';
import { useApiKey } from './api-keys.api';

/**
 * /credentials/api-keys/:id?: the keys on the left, the Add or Edit form on the right.
 * `?user=` pre-selects the user of a new key (the user screen's 'Add API key').
 */
export function ApiKeysPage() {
  const id = parseId(useParams().id);
  const presetUser = parseId(useSearchParams()[0].get('user'));
  const [page, setPage] = useState(1);
  const detail = useApiKey(id);
  // The plus button links to this same screen: a new visit gives a fresh, empty form.
  const { key: visit } = useLocation();
  const canAdd = useCan('access.add_apikey');
  const canChange = useCan('access.change_apikey');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('apiKeys.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <ApiKeyList page={page} onPageChange={setPage} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <ApiKeyEditor key={`new-${visit}`} apiKey={null} presetUser={presetUser} /> : null
            ) : (
              <DetailState query={detail}>{(apiKey) => <ApiKeyEditor key={apiKey.id} apiKey={apiKey} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
