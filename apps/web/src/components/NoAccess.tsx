import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorDetail } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';

/**
 * The screen a signed-in user sees instead of one they may not open (a permission they lack,
 * or the server's 403): a heading that says so and the way back, never an empty list or a form
 * whose save is refused.
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

/** The same, inside a panel (a list or record the server refused): the server's reason when it gave one. */
export function NoAccessNotice({ error }: { error?: unknown }) {
  const detail = errorDetail(error);
  return (
    <Alert color="gray" variant="light" title={t('access.noAccessTitle')} icon={<IconLock size={18} aria-hidden />} role="status">
      <Text size="sm">{t('access.noAccessPanel')}</Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Alert>
  );
}
