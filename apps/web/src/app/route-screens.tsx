import type { ComponentType } from 'react';
import type { Permission } from '@pubdesk/contract';
import { RequirePermission } from '../components/RequirePermission';

/**
 * A screen (or the signed-in frame) loaded on first visit: each one is its own chunk. With a
 * permission, only users who hold it see the screen; everyone else, the no-access screen.
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, permission?: Permission) {
  return {
    Component: async () => {
      const Page = pick(await load());
      return permission ? guarded(Page, permission) : Page;
    },
  };
}

function guarded(Page: ComponentType, permission: Permission): ComponentType {
  return function Guarded() {
    return (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    );
  };
}

/** A frame that shows every screen's texts: it loads the whole message catalogue with it. */
export function withCatalogue<M>(load: () => Promise<M>) {
  return async () => {
    const [module, catalogue] = await Promise.all([load(), import('../lib/i18n-catalogue')]);
    catalogue.installFullCatalogue();
    return module;
  };
}
