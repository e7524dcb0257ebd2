/** The public face of features/access: its declaration (access.feature.ts), and what other features may use of it. */
export { accessFeature } from './access.feature';

/** What other features may use: the permission catalogue and its picker (API keys, a user's exceptions). */
export { usePermissions } from './access.api';
export { PermissionPicker } from './PermissionPicker';
export { groupByService, type ServicePermissions } from './permission-groups';
export { groupPath, groupsPath } from './paths';
