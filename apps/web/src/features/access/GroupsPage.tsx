import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
import { useGroup } from './access.api';
import { GroupEditor } from './GroupEditor';
import { GroupList } from './GroupList';

/**
 * /credentials/groups?id=: the groups on the left, the Add or Edit form on the right. The Add form
 * and plus buttons need the add permission; without the change permission a group opens read-only.
 */
export function GroupsPage() {
  const { id, list } = useListEditor({ idFrom: 'query' });
  const detail = useGroup(id);
  return (
    <ListEditorPage
      title={t('access.groups')}
      add="access.add_group"
      change="access.change_group"
      list={<GroupList {...list} />}
      id={id}
      detail={detail}
      renderNew={() => <GroupEditor group={null} />}
      renderEdit={(group, readOnly) => <GroupEditor group={group} readOnly={readOnly} />}
    />
  );
}
