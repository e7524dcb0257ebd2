import { useSearchParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { ApiKeyEditor } from './ApiKeyEditor';
import { ApiKeyList } from './ApiKeyList';
import { useApiKey } from './api-keys.api';

/**
 * /credentials/api-keys/:id?: the keys on the left, the Add or Edit form on the right.
 * `?user=` pre-selects the user of a new key (the user screen's 'Add API key').
 */
export function ApiKeysPage() {
  const { id, list } = useListEditor();
  const presetUser = parseId(useSearchParams()[0].get('user'));
  const detail = useApiKey(id);
  return (
    <ListEditorPage
      title={t('apiKeys.title')}
      add="access.add_apikey"
      change="access.change_apikey"
      list={<ApiKeyList {...list} />}
      id={id}
      detail={detail}
      renderNew={() => <ApiKeyEditor apiKey={null} presetUser={presetUser} />}
      renderEdit={(apiKey, readOnly) => <ApiKeyEditor apiKey={apiKey} readOnly={readOnly} />}
    />
  );
}
