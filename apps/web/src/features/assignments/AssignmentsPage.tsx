import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ListEditorPage } from '../../components/ListEditorPage';
import { NewEntryButton } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { assignmentPath, assignmentsPath } from './paths';
import { AssignmentEditor } from './AssignmentEditor';
import { AssignmentFilters } from './AssignmentFilters';
import { AssignmentList } from './AssignmentList';
import { useAssignment } from './assignments.api';
import { usePagedSearch } from '../../components/use-paged-search';

/**
 * /credentials/assignments?id=: the assignments on the left, the Add or Edit form on the right.
 * Who may only view assignments (account managers, ad operations by default) gets the list alone.
 */
export function AssignmentsPage() {
  // Each control shows only when the server would allow its call (groups and exceptions count).
  const canAdd = useCan('access.add_assignment');
  const canChange = useCan('access.change_assignment');
  const canDelete = useCan('access.delete_assignment');
  const [params] = useSearchParams();
  const id = canChange ? parseId(params.get('id')) : null;
  const { page, setPage, search, onSearch } = usePagedSearch();
  const [role, setRole] = useState('');
  const detail = useAssignment(id);
  const navigate = useNavigate();

  const onRoleChange = (next: string) => {
    setRole(next);
    setPage(1);
  };
  const newEntry = <NewEntryButton to={assignmentsPath} label={t('assignments.newEntry')} />;

  return (
    <ListEditorPage
      title={t('assignments.title')}
      add="access.add_assignment"
      change="access.change_assignment"
      breakpoint="xl"
      split={[8, 4]}
      showReadOnly={false}
      list={
        <AssignmentList
          filter={{ page, search, role }}
          onPageChange={setPage}
          toolbar={<AssignmentFilters onSearch={onSearch} role={role} onRoleChange={onRoleChange} />}
          actions={canAdd ? newEntry : null}
          editPath={canChange ? (assignment) => assignmentPath(assignment.id) : undefined}
          canDelete={canDelete}
          selectedId={id}
          // The form must not keep editing an assignment that is gone.
          onDeleted={(deleted) => {
            if (deleted === id) navigate(assignmentsPath, { replace: true });
          }}
        />
      }
      id={id}
      detail={detail}
      renderNew={() => (
        <AssignmentEditor assignment={null} onCreated={(created) => navigate(assignmentPath(created.id), { replace: true })} />
      )}
      renderEdit={(assignment) => <AssignmentEditor assignment={assignment} actions={newEntry} />}
    />
  );
}
