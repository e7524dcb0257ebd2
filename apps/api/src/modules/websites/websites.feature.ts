import { crudPermissions } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { defineFeature, type Feature } from '../../lib/feature.js';
import type { App } from '../../lib/fastify-app.js';
import { transactionOf } from '../../lib/transaction.js';
import { groupTypesRepo } from '../group-types/index.js';
import { usersRepo } from '../users/index.js';
import type { WebsitesDeps, WebsitesPorts, WebsitesRepos } from './websites.ports.js';
import { websitesRepo } from './websites.repo.js';
import { websitesRoutes } from './websites.routes.js';
import { seedDemoWebsites } from './websites.seed.js';

/** The repositories and ports of websites' services, over the app's connection. */
function websitesDeps(app: App, ports: WebsitesPorts): WebsitesDeps {
  const { db } = app.deps;
  const open = (on: Db): WebsitesRepos => ({
    websites: websitesRepo(on),
    placementGroups: ports.placementGroups(on),
    shares: ports.shares(on),
    players: ports.players(on),
    tags: ports.tags(on),
  });
  return {
    ...open(db),
    users: usersRepo(db),
    groupTypes: groupTypesRepo(db),
    transaction: transactionOf(db, open),
    websiteCondition: ports.websiteCondition,
    userCondition: ports.userCondition,
  };
}

/**
 * Websites: the records (tables and repo, with the wallet every website has) that the row scope
 * and everything on a website stand on; their administration (`/websites/`, the status
 * summary, the set-up wizard) and the demo websites. The wizard and the demo data write
 * placement groups, shares, tags and players, and the rules read the row scope: those modules
 * stand on websites, so they come in as ports, from the wiring.
 */
export function websitesFeature(ports: WebsitesPorts): Feature {
  return defineFeature({
    name: 'websites',
    routes: async (app) => websitesRoutes(app, websitesDeps(app, ports)),
    seed: (db) => seedDemoWebsites(db, ports),
    seedOrder: 40,
    permissions: crudPermissions('websites', 'website'),
  });
}
