import { useState } from 'react';
import { Select } from '@mantine/core';
import { useParams } from 'react-router';
import { apiTypeNames } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
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
  // Page of the list, per type: switching types starts on the first page.
  const [paging, setPaging] = useState({ type, page: 1 });
  const page = paging.type === type ? paging.page : 1;

  return (
    <ListEditorPage
      title={t('externalApis.title')}
      toolbar={
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
      }
      add="settings.add_externalapi"
      change="settings.change_externalapi"
      // The table has seven columns: it gets more of the row than other screens' lists.
      split={[8, 4]}
      list={<ExternalApiList type={type} page={page} onPageChange={(next) => setPaging({ type, page: next })} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <ExternalApiEditor externalApi={null} type={type} types={types} />}
      renderEdit={(entry, readOnly) => (
        <ExternalApiEditor key={`${entry.type}-${entry.id}`} externalApi={entry} type={type} types={types} readOnly={readOnly} />
      )}
    />
  );
}
