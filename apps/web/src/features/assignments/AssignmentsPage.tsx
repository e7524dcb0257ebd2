import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { NewEntryButton } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { assignmentPath, assignmentsPath } from './assignment-path';
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
  const showEditor = id === null ? canAdd : canChange;
  const { page, setPage, search, onSearch } = usePagedSearch();
  const [role, setRole] = useState('');
  const detail = useAssignment(id);
  const navigate = useNavigate();
  // The plus button links to this same screen: a new visit gives a fresh, empty form.
  const { key: visit } = useLocation();

  const onRoleChange = (next: string) => {
    setRole(next);
    setPage(1);
  };
  const newEntry = <NewEntryButton to={assignmentsPath} label={t('assignments.newEntry')} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('assignments.title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: showEditor ? 8 : 12 }}>
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
        </Grid.Col>
        {showEditor ? (
          <Grid.Col span={{ base: 12, xl: 4 }}>
            {id === null ? (
              <AssignmentEditor key={`new-${visit}`} assignment={null} onCreated={(created) => navigate(assignmentPath(created.id), { replace: true })} />
            ) : (
              <DetailState query={detail}>
                {(assignment) => <AssignmentEditor key={assignment.id} assignment={assignment} actions={newEntry} />}
              </DetailState>
            )}
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
