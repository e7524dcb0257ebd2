import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { t } from '@pubdesk/ui/i18n';
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
  return (
    <ListEditorPage
      title={t('apiKeys.title')}
      add="access.add_apikey"
      change="access.change_apikey"
      list={<ApiKeyList page={page} onPageChange={setPage} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <ApiKeyEditor apiKey={null} presetUser={presetUser} />}
      renderEdit={(apiKey, readOnly) => <ApiKeyEditor apiKey={apiKey} readOnly={readOnly} />}
    />
  );
}
