import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { authStore } from '../lib/auth/auth-store';
import { myPermissionsKey } from '../lib/auth/use-can';

/** Renders inside Mantine, a fresh query client and a memory router. */
export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // In the console the router's permission guard has loaded these before a screen renders.
  const user = authStore.get().user;
  if (user) client.setQueryData(myPermissionsKey(user.id), { role: user.role, permissions: granted });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Renders `page` at `path` under one route `pattern`, as the router mounts a screen, with the
 * current location shown (Where) for tests that follow navigation.
 */
export function renderRoute(pattern: string, page: ReactElement, path: string) {
  return renderUi(
    <Routes>
      <Route
        path={pattern}
        element={
          <>
            {page}
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

/** What `GET /auth/permissions/` answers in component tests (see `grantPermissions`). */
let granted: string[] = [];
/** The signed-in user's permissions for the screens' `useCan`; reset with `grantPermissions([])`. */
export function grantPermissions(permissions: string[]): void {
  granted = permissions;
}

/** A fake fetch answering JSON (and the caller's permissions); records every request. */
export function fakeFetch(handler: (url: string, init: RequestInit) => { status: number; body?: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const { status, body } = url.includes('/auth/permissions/')
      ? { status: 200, body: { role: 'admin', permissions: granted } }
      : handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fn, calls };
}

/** An unsigned JWT with the given payload (the console never checks signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** Shows the current path and query as an `output` labelled 'location', for tests that follow navigation. */
export function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
