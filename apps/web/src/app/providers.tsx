import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '@pubdesk/ui/auth';
import { queryClient } from '@pubdesk/ui/api';
import { BrandingProvider } from '@pubdesk/ui/branding';
import { NotificationsSlot } from '@pubdesk/ui/notify';
import { cssVariablesResolver, theme } from '@pubdesk/ui/theme';

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
