import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { User } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { fullName } from '@pubdesk/ui/format';
import { managerFieldOf } from './assignment-form';
import { AssignmentEditor } from './AssignmentEditor';
import { AssignmentList } from './AssignmentList';

/**
 * The user screen's Assignments tab: the assignments naming the user, and for a staff manager
 * or a network an Add form in which the user fills their own field (sent as `manager`).
 */
export function AssignmentsTab({ user }: { user: User }) {
  const canAdd = useCan('access.add_assignment');
  const canDelete = useCan('access.delete_assignment');
  const field = managerFieldOf(user.role);
  const [page, setPage] = useState(1);
  // Bumped after each create: a new key gives a fresh, empty form.
  const [added, setAdded] = useState(0);

  return (
    <Stack gap="md">
      <AssignmentList filter={{ page, user: user.id }} onPageChange={setPage} canDelete={canDelete} />
      {canAdd && field ? (
        <AssignmentEditor
          key={added}
          assignment={null}
          manager={{ field, id: user.id, name: `${fullName(user)} (${user.username})` }}
          onCreated={() => setAdded((count) => count + 1)}
          columns={3}
        />
      ) : null}
    </Stack>
  );
}
