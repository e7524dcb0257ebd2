import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { t } from '@pubdesk/ui/i18n';
import { useGroup } from './access.api';
import { GroupEditor } from './GroupEditor';
import { GroupList } from './GroupList';

/**
 * /credentials/groups?id=: the groups on the left, the Add or Edit form on the right. The Add form
 * and plus buttons need the add permission; without the change permission a group opens read-only.
 */
export function GroupsPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const [page, setPage] = useState(1);
  const detail = useGroup(id);
  return (
    <ListEditorPage
      title={t('access.groups')}
      add="access.add_group"
      change="access.change_group"
      list={<GroupList page={page} onPageChange={setPage} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <GroupEditor group={null} />}
      renderEdit={(group, readOnly) => <GroupEditor group={group} readOnly={readOnly} />}
    />
  );
}
