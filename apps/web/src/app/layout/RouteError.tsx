import { Alert, Anchor, Button, Center, Group, Stack } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';

/** Shown when a screen fails to load or throws: the error, and a way back. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center mih="60vh" p="md">
      <Stack maw={480}>
        <Alert color="red" title={t('common.errorTitle')}>
          <ErrorList error={error} />
        </Alert>
        <Group justify="space-between">
          {/* A screen's code may have changed under a new deployment: reloading fetches it again. */}
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
          <Anchor component={Link} to="/">
            {t('pages.backHome')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
