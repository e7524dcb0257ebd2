import { useEffect, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { t } from '@pubdesk/ui/i18n';
import type { ImpersonationOutcome } from '../lib/impersonation';
import { impersonationProblem } from '../lib/impersonation-problem';
import { createPortalRouter } from './router';

type Router = ReturnType<typeof createPortalRouter>;

/**
 * When the address carried an impersonation key, waits for its exchange first: the router (whose
 * loaders check the session at once) is created only afterwards, on /overview or on the page that
 * says why the key was refused.
 */
export function PortalRoot({ landing }: { landing: Promise<ImpersonationOutcome> | null }) {
  const [router, setRouter] = useState<Router | null>(() => (landing === null ? createPortalRouter() : null));

  useEffect(() => {
    if (landing === null) return;
    let cancelled = false;
    void landing
      .catch((): ImpersonationOutcome => ({ ok: false, detail: null }))
      .then((outcome) => {
        if (cancelled) return;
        if (!outcome.ok) impersonationProblem.set(outcome.detail);
        window.history.replaceState(null, '', outcome.ok ? '/portal/overview' : '/portal/impersonation');
        setRouter(createPortalRouter());
      });
    return () => {
      cancelled = true;
    };
  }, [landing]);

  if (!router) {
    return (
      <Center mih="100vh">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t('portal.impersonation.opening')}</Text>
        </Stack>
      </Center>
    );
  }
  return <RouterProvider router={router} />;
}
