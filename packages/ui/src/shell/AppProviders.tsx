import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { BrandingProvider } from '../branding';
import { NotificationsSlot } from '../notify';
import { cssVariablesResolver, theme } from '../theme';

/** The theme, query cache, notices and white-label branding every app of ours runs in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationsSlot />
        <BrandingProvider>{children}</BrandingProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
