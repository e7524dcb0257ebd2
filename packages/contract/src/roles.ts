/**
 * Roles as plain data, without zod: the console's login path imports these, and keeping zod
 * out of this module keeps it off the login page.
 */
export const roles = [
  'admin',
  'organization',
  'developer',
  'account_manager',
  'ad_operation',
  'network',
  'publisher',
  'pre_activation',
] as const;
export type Role = (typeof roles)[number];

/** Only these roles keep a console session. */
export const staffRoles = ['admin', 'organization', 'developer', 'account_manager', 'ad_operation'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

/** The roles the portal (/portal/) serves: networks, publishers, and sign-ups awaiting activation. */
export const portalRoles = ['network', 'publisher', 'pre_activation'] as const;
export type PortalRole = (typeof portalRoles)[number];
export const isPortalRole = (role: string): role is PortalRole => (portalRoles as readonly string[]).includes(role);
