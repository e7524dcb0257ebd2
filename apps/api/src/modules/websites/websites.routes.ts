import {
  adTypes,
  idParamSchema,
  listSchema,
  websiteCategories,
  websiteInputSchema,
  websiteListQuerySchema,
  websitePatchSchema,
  websiteSchema,
  websiteStagesResponseSchema,
  websiteStagesSchema,
  websiteStatuses,
  websiteStatusSummarySchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { listResponse, pageWindow, parseOrdering } from '../../lib/pagination.js';
import { toWebsite, websiteOrderFields } from './websites.repo.js';
import { websiteScope } from './websites.scope.js';
import { websitesService } from './websites.service.js';
import { createWebsiteStages } from './websites.stages.js';

const tags = ['websites'];

export async function websitesRoutes(app: App): Promise<void> {
  const service = websitesService(app.deps);

  app.get(
    '/api/websites/',
    {
      config: allow(access.can('websites.view_website')),
      schema: { tags, operationId: 'listWebsites', querystring: websiteListQuerySchema, response: { 200: listSchema(websiteSchema) } },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const page = await service.repo.list(
        { scope: websiteScope(request.auth!), search: q.search || undefined, ids: q.ids, status: q.status, network: q.network, publisher: q.publisher },
        window,
        parseOrdering(q, websiteOrderFields, '-created_at'),
      );
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.options(
    '/api/websites/',
    { config: allow(access.can('websites.view_website')), schema: { tags, operationId: 'websiteOptions' } },
    async () =>
      optionsResponse('Website', {
        category: choicesOf(websiteCategories),
        status: choicesOf(websiteStatuses),
        ad_type: choicesOf(adTypes, (v) => (v === 'display_video' ? 'Display and video' : v.charAt(0).toUpperCase() + v.slice(1))),
      }),
  );

  app.get(
    '/api/websites/status/',
    { config: allow(access.can('websites.view_website')), schema: { tags, operationId: 'websiteStatus', response: { 200: websiteStatusSummarySchema } } },
    async (request) => service.statusSummary(request.auth!),
  );

  app.post(
    '/api/websites/stages/',
    {
      config: allow(access.can('websites.add_website')),
      schema: {
        tags,
        operationId: 'createWebsiteStages',
        description: 'The website wizard: website, placement groups, fill rates, shares and players in one transaction.',
        body: websiteStagesSchema,
        response: { 201: websiteStagesResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebsiteStages(app.deps.db, request.auth!, request.body)),
  );

  app.post(
    '/api/websites/',
    { config: allow(access.can('websites.add_website')), schema: { tags, operationId: 'createWebsite', body: websiteInputSchema, response: { 201: websiteSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request.auth!, request.body)),
  );

  app.get(
    '/api/websites/:id/',
    { config: allow(access.can('websites.view_website')), schema: { tags, operationId: 'getWebsite', params: idParamSchema, response: { 200: websiteSchema } } },
    async (request) => toWebsite(await service.mustFind(request.auth!, request.params.id)),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/websites/:id/',
      {
        config: allow(access.can('websites.change_website')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replaceWebsite' : 'updateWebsite',
          params: idParamSchema,
          body: method === 'put' ? websiteInputSchema : websitePatchSchema,
          response: { 200: websiteSchema },
        },
      },
      async (request) => service.update(request.auth!, request.params.id, request.body),
    );
  }

  app.delete(
    '/api/websites/:id/',
    { config: allow(access.can('websites.delete_website')), schema: { tags, operationId: 'deleteWebsite', params: idParamSchema } },
    async (request, reply) => {
      await service.delete(request.auth!, request.params.id);
      return reply.status(204).send();
    },
  );
}
