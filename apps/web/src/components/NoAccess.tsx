import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';

/**
 * The screen a signed-in user sees instead of one they may not open (a permission they lack,
 * or the server's 403): a heading that says so and the way back, never an empty list or a form
 * whose save is refused. Inside a panel, `NoAccessNotice` of @pubdesk/ui/forms says the same.
 */
export function NoAccessScreen() {
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <IconLock size={40} stroke={1.4} aria-hidden />
      <Title order={1} size="h2">
        {t('access.noAccessTitle')}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('access.noAccessText')}
      </Text>
      <Anchor component={Link} to="/">
        {t('pages.backHome')}
      </Anchor>
    </Stack>
  );
}
