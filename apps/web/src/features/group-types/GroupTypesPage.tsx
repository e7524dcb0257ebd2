import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
import { useGroupType } from './group-types.api';
import { GroupTypeEditor } from './GroupTypeEditor';
import { GroupTypeList } from './GroupTypeList';

/**
 * /groups_types/:id?: the list on the left, the Add or Edit form on the right. The Add form and plus
 * buttons need the add permission; without the change permission a group type opens read-only.
 */
export function GroupTypesPage() {
  const { id, list } = useListEditor();
  const detail = useGroupType(id);
  return (
    <ListEditorPage
      title={t('groupTypes.title')}
      add="websites.add_grouptype"
      change="websites.change_grouptype"
      list={<GroupTypeList {...list} />}
      id={id}
      detail={detail}
      renderNew={() => <GroupTypeEditor entry={null} />}
      renderEdit={(entry, readOnly) => <GroupTypeEditor entry={entry} readOnly={readOnly} />}
    />
  );
}
