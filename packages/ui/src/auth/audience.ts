import type { Role } from '@pubdesk/contract';

/**
 * The roles an app serves (the console: staff; the portal: networks and publishers). A session of
 * another role is never kept: login answers 'denied' and the session check signs it out. Each app
 * sets it once at start, before anything reads the session.
 */
let audience: (role: Role) => boolean = () => false;

export function setAudience(allows: (role: Role) => boolean): void {
  audience = allows;
}

export const inAudience = (role: Role): boolean => audience(role);
