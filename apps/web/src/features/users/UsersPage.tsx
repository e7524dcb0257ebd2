import { useCallback, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { t } from '../../lib/i18n';
import { UserList } from './UserList';

/** /users: every user the signed-in staff member may see, searchable, 10 a page. */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');

  // A new search starts again at page 1.
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      <UserList page={page} onPageChange={setPage} search={search} onSearch={onSearch} />
    </Stack>
  );
}
