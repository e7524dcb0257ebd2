import { Alert, Anchor, Button, Center, Group, Stack } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { t } from '../i18n';
import { ErrorList } from '../forms/ErrorList';

/**
 * Shown when a screen fails to load or throws: the error, and a way back to the app's home page
 * (the console's dashboard by default).
 */
export function RouteError({ home }: { home?: { to: string; label: string } }) {
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
          <Anchor component={Link} to={home?.to ?? '/'}>
            {home?.label ?? t('pages.backHome')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
