import { Stack, Title } from '@mantine/core';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { AddPermission } from '../../components/NewEntryButton';
import { usePagedSearch } from '../../components/use-paged-search';
import { UserList } from './UserList';

/** /users: every user the signed-in staff member may see, searchable, 10 a page; the plus button only for who may add users. */
export function UsersPage() {
  // A new search starts again at page 1.
  const { page, setPage, search, onSearch } = usePagedSearch();
  const canAdd = useCan('users.add_user');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('users.title')}
        </Title>
        <UserList page={page} onPageChange={setPage} search={search} onSearch={onSearch} />
      </Stack>
    </AddPermission>
  );
}
