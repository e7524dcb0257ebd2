export { access, allow, type Access } from './access.js';
export { effectivePermissions, allPermissions, permissionCatalogue, roleDefaults, type Permission } from './permissions.js';
