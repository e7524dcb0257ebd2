import { adTypes, websiteCategories, websiteEndpoints as endpoints, websiteStatuses } from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import type { WebsitesDeps } from './websites.ports.js';
import { websitesService } from './websites.service.js';
import { websiteStagesService } from './websites.stages.js';

const adTypeLabel = (v: string) => (v === 'display_video' ? 'Display and video' : v.charAt(0).toUpperCase() + v.slice(1));

/** Websites (`/websites/`), their status summary and the wizard, each in the caller's row scope. */
export async function websitesRoutes(app: App, deps: WebsitesDeps): Promise<void> {
  const service = websitesService(deps);
  const stages = websiteStagesService(deps);

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => service.list(auth, query, window));
  // DRF's OPTIONS metadata (the category, status and ad type choices) is not a JSON read or write: registered by hand.
  app.options(
    `/api${endpoints.list.path}`,
    {
      config: allow(access.can(endpoints.list.access.permission)),
      schema: { tags: [...endpoints.list.tags], operationId: 'websiteOptions', summary: 'List the choices of the website form' },
    },
    async () =>
      optionsResponse('Website', {
        category: choicesOf(websiteCategories),
        status: choicesOf(websiteStatuses),
        ad_type: choicesOf(adTypes, adTypeLabel),
      }),
  );
  handle(app, endpoints.status, ({ auth }) => service.statusSummary(auth));
  handle(app, endpoints.stages, ({ auth, body }) => stages.create(auth, body));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}
