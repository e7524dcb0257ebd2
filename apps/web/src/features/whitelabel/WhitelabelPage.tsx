import { Card, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
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
  const { id, list } = useListEditor();
  const detail = useWhitelist(id);
  return (
    <ListEditorPage
      title={t('whitelabel.title')}
      add="whitelist.add_whitelist"
      change="whitelist.change_whitelist"
      list={<WhitelabelList {...list} />}
      id={id}
      detail={detail}
      renderNew={() => (
        <>
          <WhitelabelEditor entry={null} />
          <Card withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {t('whitelabel.saveFirst')}
            </Text>
          </Card>
        </>
      )}
      renderEdit={(entry, readOnly) => (
        <>
          <WhitelabelEditor entry={entry} readOnly={readOnly} />
          {readOnly ? null : <WhitelabelImages entry={entry} />}
        </>
      )}
    />
  );
}
