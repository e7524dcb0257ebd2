import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isSignedIn, useAuth } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';

/** A title, a sentence and a way on: to the dashboard when signed in, to login otherwise. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  const signedIn = isSignedIn(useAuth());
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Anchor component={Link} to={signedIn ? '/' : '/login'}>
        {signedIn ? t('pages.backHome') : t('pages.toLogin')}
      </Anchor>
    </Stack>
  );
}
