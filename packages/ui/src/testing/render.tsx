import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore } from '../auth/auth-store';
import { myPermissionsKey } from '../auth/use-can';
import { grantedPermissions } from './fake-fetch';

interface RenderOptions {
  /** What an app puts around its screens inside the providers (a router, for instance). */
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders inside Mantine and a fresh query client holding the signed-in user's permissions. */
export function renderWithProviders(ui: ReactElement, { wrap = (children) => children }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // In an app the permission guard has loaded these before a screen renders.
  const user = authStore.get().user;
  if (user) client.setQueryData(myPermissionsKey(user.id), { role: user.role, permissions: grantedPermissions() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={client}>{wrap(children)}</QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}

/** The same inside a memory router opened at `path`: screens that link or read the address. */
export function renderInRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderWithProviders(ui, { wrap: (children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter> });
}
