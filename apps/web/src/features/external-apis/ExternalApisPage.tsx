import { useState } from 'react';
import { Grid, Group, Select, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { apiTypeNames } from '@pubdesk/contract';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { useApiTypeParam } from './api-type-param';
import { ExternalApiEditor } from './ExternalApiEditor';
import { ExternalApiList } from './ExternalApiList';
import { useApiTypes, useExternalApi } from './external-apis.api';

/**
 * /settings/api/:id?type=T: a Types dropdown (admanager by default, kept in the query), the
 * chosen type's APIs on the left, the Add or Edit form on the right. The Add form and plus button
 * need the add permission; without the change permission an API opens read-only.
 */
export function ExternalApisPage() {
  const id = parseId(useParams().id);
  const { data: loadedTypes } = useApiTypes();
  const types = loadedTypes?.length ? loadedTypes : [...apiTypeNames];
  const [type, chooseType] = useApiTypeParam(loadedTypes);
  const detail = useExternalApi(type, id);
  const { key: visit } = useLocation();
  const canAdd = useCan('settings.add_externalapi');
  const canChange = useCan('settings.change_externalapi');
  // Page of the list, per type: switching types starts on the first page.
  const [paging, setPaging] = useState({ type, page: 1 });
  const page = paging.type === type ? paging.page : 1;

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('externalApis.title')}
          </Title>
          <Select
            label={t('externalApis.types')}
            data={types}
            value={type}
            onChange={(next) => {
              if (next && next !== type) chooseType(next);
            }}
            allowDeselect={false}
            w={220}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Grid gap="md">
          {/* The table has six columns: it gets more of the row than other screens' lists. */}
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ExternalApiList type={type} page={page} onPageChange={(next) => setPaging({ type, page: next })} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {id === null ? (
              canAdd ? (
                <ExternalApiEditor key={`new-${visit}`} externalApi={null} type={type} types={types} />
              ) : null
            ) : (
              <DetailState query={detail}>
                {(entry) => (
                  <ExternalApiEditor
                    key={`${entry.type}-${entry.id}`}
                    externalApi={entry}
                    type={type}
                    types={types}
                    readOnly={!canChange}
                  />
                )}
              </DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
