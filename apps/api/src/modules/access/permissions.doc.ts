import { permissionCatalogue, roles, staffRoles, type Permission, type Role } from '@pubdesk/contract';
import { roleDefaults } from './permissions.js';

/**
 * The table of docs/permissions.md, written from the code: the catalogue (contract) and the
 * role defaults (permissions.ts). `npm run docs:permissions` writes it into the document, and a
 * test fails while the document says anything else, so the table cannot drift from what the
 * API enforces.
 *
 * One row per service and set of roles: the service's permissions that the same roles hold are
 * listed together, in catalogue order. A network's or publisher's permission reaches only its
 * own records (row scope, described under the table), which the cell says.
 */
export const permissionsTableStart = '<!-- permissions table: written by `npm run docs:permissions` from the code; do not edit -->';
export const permissionsTableEnd = '<!-- end of the permissions table -->';

/** Networks, publishers and sign-ups reach their own records only (a sign-up's websites: those it publishes). */
const ownScoped = (role: Role) => !(staffRoles as readonly string[]).includes(role);

export function renderPermissionsTable(): string {
  const holders = (p: Permission) => roles.filter((role) => roleDefaults[role].includes(p));
  const lines = [`| permission | ${roles.join(' | ')} |`, `|${roles.map(() => '---|').join('')}---|`];
  for (const [service, actions] of Object.entries(permissionCatalogue)) {
    const rows = new Map<string, { actions: string[]; holders: readonly Role[] }>();
    for (const action of actions) {
      const who = holders(`${service}.${action}` as Permission);
      const key = who.join(',');
      const row = rows.get(key) ?? { actions: [], holders: who };
      row.actions.push(action);
      rows.set(key, row);
    }
    for (const row of rows.values()) {
      const cells = roles.map((role) => (row.holders.includes(role) ? (ownScoped(role) ? 'yes (own)' : 'yes') : ''));
      lines.push(`| ${service}.${row.actions.join(', ')} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

/** The document with its table section replaced by the table of the code. */
export function withPermissionsTable(document: string): string {
  const start = document.indexOf(permissionsTableStart);
  const end = document.indexOf(permissionsTableEnd);
  if (start < 0 || end < start)
    throw new Error(`docs/permissions.md lacks the table markers (${permissionsTableStart} ... ${permissionsTableEnd})`);
  return `${document.slice(0, start + permissionsTableStart.length)}\n\n${renderPermissionsTable()}\n\n${document.slice(end)}`;
}
