import { Stack, Title } from '@mantine/core';
import { t } from '../../lib/i18n';
import { UserList } from './UserList';
import { usePagedSearch } from '../../components/use-paged-search';

/** /users: every user the signed-in staff member may see, searchable, 10 a page. */
export function UsersPage() {
  const { page, setPage, search, onSearch } = usePagedSearch();

  // A new search starts again at page 1.

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      <UserList page={page} onPageChange={setPage} search={search} onSearch={onSearch} />
    </Stack>
  );
}
