import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderInRouter } from '@pubdesk/ui/testing';

// The console's tests take these from here, beside the router-aware render.
export { fakeFetch, fakeJwt, grantPermissions } from '@pubdesk/ui/testing';

/** Renders inside Mantine, a fresh query client and a memory router. */
export const renderUi = renderInRouter;

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

/** Shows the current path and query as an `output` labelled 'location', for tests that follow navigation. */
export function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
