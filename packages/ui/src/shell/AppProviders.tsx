import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { queryClient } from '../api/query-client';
import { BrandingProvider } from '../branding';
import { NotificationsSlot } from '../notify';
import { cssVariablesResolver, theme } from '../theme';

/** Drops every cached answer when the user signs out, so the next user never sees them. */
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

/** The theme, query cache, notices and white-label branding every app of ours runs in. */
export function AppProviders({ children }: { children: ReactNode }) {
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
