import { websiteEndpoints as endpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { createWebsiteStages } from './website-wizard.service.js';

/** The set-up wizard (`/websites/stages/`): a website with its placements, fill rates, shares and players at once. */
export async function websiteWizardRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, endpoints.stages, ({ auth, body }) => createWebsiteStages(db, auth, body));
}
