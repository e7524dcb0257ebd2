import type { Db } from '../../db/client.js';
import { permissionCatalogue } from './permissions.js';
import { permissions, services } from './access.table.js';

/** Model words for the permission names the screens show ('Can change placement group data'). */
const modelWords: Record<string, string> = {
  placementgroup: 'placement group',
  placementgroupdata: 'placement group data',
  grouptype: 'group type',
  fillrate: 'fill rate',
  pmpshare: 'PMP share',
  bankaccount: 'bank account',
  suppliershare: 'supplier share',
  externalapi: 'external API',
  apikey: 'API key',
  fxrate: 'exchange rate',
};

/** `change_placementgroup` -> 'Can change placement group'. */
export function permissionName(action: string): string {
  const [verb, ...model] = action.split('_');
  const key = model.join('_');
  return `Can ${verb} ${modelWords[key] ?? key.replace(/_/g, ' ')}`;
}

/**
 * The catalogue lives in code (every route names its codename); the tables mirror it so groups
 * and exceptions can refer to permissions by id. Runs at start: adds what is new, keeps names a
 * developer has edited.
 */
export async function syncPermissions(db: Db): Promise<void> {
  const entries = Object.entries(permissionCatalogue);
  await db
    .insert(services)
    .values(entries.map(([name]) => ({ name })))
    .onConflictDoNothing();
  const ids = new Map((await db.select({ id: services.id, name: services.name }).from(services)).map((s) => [s.name, s.id]));
  const rows = entries.flatMap(([service, actions]) =>
    (actions as readonly string[]).map((action) => ({
      codename: `${service}.${action}`,
      name: permissionName(action),
      serviceId: ids.get(service)!,
    })),
  );
  await db.insert(permissions).values(rows).onConflictDoNothing({ target: permissions.codename });
}
