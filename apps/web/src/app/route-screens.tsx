import type { ComponentType } from 'react';
import type { Permission } from '@pubdesk/contract';
import type { RequirePermission as Guard } from '../components/RequirePermission';

/**
 * A screen (or the signed-in frame) loaded on first visit: each one is its own chunk. With a
 * permission, only users who hold it see the screen; everyone else, the no-access screen. The
 * guard loads with the screen: the signed-out pages never download it.
 */
export function screen(load: () => Promise<ComponentType>, permission?: Permission) {
  return {
    Component: async () => {
      if (!permission) return load();
      const [Page, { RequirePermission }] = await Promise.all([load(), import('../components/RequirePermission')]);
      return guarded(Page, permission, RequirePermission);
    },
  };
}

function guarded(Page: ComponentType, permission: Permission, RequirePermission: typeof Guard): ComponentType {
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
