import { Alert, Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { t } from '@pubdesk/ui/i18n';

/** Shown when a screen fails to load or throws: what went wrong, and a way back. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : t('common.unknownError');
  return (
    <Center mih="60vh" p="md">
      <Stack maw={480}>
        <Alert color="red" title={t('common.errorTitle')}>
          <Text size="sm">{message}</Text>
        </Alert>
        <Group justify="space-between">
          {/* A screen's code may have changed under a new deployment: reloading fetches it again. */}
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
          <Anchor component={Link} to="/overview">
            {t('portal.nav.overview')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
