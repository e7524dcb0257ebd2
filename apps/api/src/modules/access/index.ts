// What other modules may use of access: the rules, the resolver, and telling a user's next request that their permissions changed.
export { access, allow, type Access } from '../../lib/access-rule.js';
export {
  effectivePermissions,
  combinePermissions,
  allPermissions,
  ownRecordPermissions,
  permissionCatalogue,
  roleDefaults,
  type Permission,
} from './permissions.js';
export { createAccessResolver, type AccessResolver, type AccessState } from './access.resolver.js';
export { syncPermissions } from './access.sync.js';
export { touchUsers } from './access-stamp.repo.js';
export { permissionGroups, userGroups, permissionExceptions, permissions, services } from './access.table.js';
export { accessFeature } from './access.feature.js';
export { renderPermissionsTable, withPermissionsTable } from './permissions.doc.js';
// Handed to users' administration by the wiring (features.ts).
export { usersAccess } from './users-access.js';
