import { Stack, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { NewUserForm } from './NewUserForm';

/** /users/new: staff add a user; on success the new user's screen opens. */
export function NewUserPage() {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('users.newUser.title')}
      </Title>
      <NewUserForm />
    </Stack>
  );
}
