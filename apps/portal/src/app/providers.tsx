import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '@pubdesk/ui/auth';
import { queryClient } from '@pubdesk/ui/api';
import { BrandingProvider } from '@pubdesk/ui/branding';
import { NotificationsSlot } from '@pubdesk/ui/notify';
import { cssVariablesResolver, theme } from '@pubdesk/ui/theme';

/** Drops every cached answer when the session ends, so the next user (or view) never sees them. */
function useClearCacheOnSignOut(): void {
  useEffect(() => {
    let signedIn = Boolean(authStore.get().user);
    return authStore.subscribe(() => {
      const now = Boolean(authStore.get().user);
      if (signedIn && !now) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'branding' });
      signedIn = now;
    });
  }, []);
}

/** The same theme, query cache, notices and white-label branding as the console. */
export function Providers({ children }: { children: ReactNode }) {
  useClearCacheOnSignOut();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationsSlot />
        <BrandingProvider>{children}</BrandingProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
