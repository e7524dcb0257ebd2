import type { Db } from '../../db/client.js';
import { catalogueRepo } from './catalogue.repo.js';
import { permissionCatalogue } from './permissions.js';

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
  const repo = catalogueRepo(db);
  const entries = Object.entries(permissionCatalogue);
  await repo.addServices(entries.map(([name]) => name));
  const ids = await repo.serviceIds();
  const rows = entries.flatMap(([service, actions]) =>
    (actions as readonly string[]).map((action) => ({
      codename: `${service}.${action}`,
      name: permissionName(action),
      serviceId: ids.get(service)!,
    })),
  );
  await repo.addPermissions(rows);
}
