import {
  brandingSchema,
  idParamSchema,
  listSchema,
  whitelistCheckRequestSchema,
  whitelistCreateSchema,
  whitelistListQuerySchema,
  whitelistSchema,
  whitelistStatuses,
  whitelistStatusSummarySchema,
  whitelistUpdateSchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { access, allow } from '../access/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { userIdCondition } from '../assignments/index.js';
import { whitelabelService } from './whitelabel.service.js';
import { whitelabels } from './whitelabel.table.js';

const tags = ['whitelist'];

export async function whitelabelRoutes(app: App): Promise<void> {
  const service = whitelabelService(app.deps);

  app.post(
    '/api/whitelist/check/',
    {
      // A POST that only reads: not a write for the audit log.
      config: { ...allow(access.public), audit: false },
      schema: {
        tags,
        operationId: 'checkWhitelist',
        description: "Branding for the console on `domain` (the page's origin): its active white label, or the main label.",
        body: whitelistCheckRequestSchema,
        response: { 200: brandingSchema },
      },
    },
    async (request) => service.branding(request.body.domain),
  );

  app.get(
    '/api/whitelist/',
    {
      config: allow(access.can('whitelist.view_whitelist')),
      schema: { tags, operationId: 'listWhitelist', querystring: whitelistListQuerySchema, response: { 200: listSchema(whitelistSchema) } },
    },
    async (request) => {
      const window = pageWindow(request.query, 10);
      const page = await service.repo.list({ scope: userIdCondition(request.auth!, whitelabels.networkId), search: request.query.search || undefined, status: request.query.status }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.options(
    '/api/whitelist/',
    { config: allow(access.can('whitelist.view_whitelist')), schema: { tags, operationId: 'whitelistOptions' } },
    async () => optionsResponse('Whitelist', { status: choicesOf(whitelistStatuses) }),
  );

  app.post(
    '/api/whitelist/',
    {
      config: allow(access.can('whitelist.add_whitelist')),
      schema: { tags, operationId: 'createWhitelist', body: whitelistCreateSchema, response: { 201: whitelistSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.get(
    '/api/whitelist/status/',
    {
      config: allow(access.can('whitelist.view_whitelist')),
      schema: { tags, operationId: 'whitelistStatus', response: { 200: whitelistStatusSummarySchema } },
    },
    async () => service.statusSummary(),
  );

  app.get(
    '/api/whitelist/:id/',
    {
      config: allow(access.can('whitelist.view_whitelist')),
      schema: { tags, operationId: 'getWhitelist', params: idParamSchema, response: { 200: whitelistSchema } },
    },
    async (request) => service.mustGet(request.params.id, userIdCondition(request.auth!, whitelabels.networkId)),
  );

  app.put(
    '/api/whitelist/:id/',
    {
      config: allow(access.can('whitelist.change_whitelist')),
      schema: { tags, operationId: 'replaceWhitelist', params: idParamSchema, body: whitelistCreateSchema, response: { 200: whitelistSchema } },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.patch(
    '/api/whitelist/:id/',
    {
      config: allow(access.can('whitelist.change_whitelist')),
      schema: {
        tags,
        operationId: 'updateWhitelist',
        description: 'JSON with the fields to change, or multipart/form-data with `logo`, `logo_dark` and/or `favicon` image files.',
        params: idParamSchema,
        body: whitelistUpdateSchema.nullish(),
        response: { 200: whitelistSchema },
      },
    },
    async (request) =>
      request.isMultipart() ? service.uploadImages(request.params.id, request) : service.update(request.params.id, request.body ?? {}),
  );

  app.delete(
    '/api/whitelist/:id/',
    {
      config: allow(access.can('whitelist.delete_whitelist')),
      schema: { tags, operationId: 'deleteWhitelist', params: idParamSchema },
    },
    async (request, reply) => {
      await service.delete(request.params.id);
      return reply.status(204).send();
    },
  );
}
