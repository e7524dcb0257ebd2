import { whitelabelEndpoints as endpoints, whitelabelStatuses } from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { activeLabelsOf } from './active-labels.cache.js';
import { whitelabelRepo } from './whitelabel.repo.js';
import { whitelabelService } from './whitelabel.service.js';

/** `/whitelist/` (the published path): white-label entries, their counts and the public branding check. */
export async function whitelabelRoutes(app: App): Promise<void> {
  const service = whitelabelService(app.deps);
  // The active labels are kept in memory while this process hears of their changes; a write
  // answers once this process has dropped its copy (the writer's next check sees it).
  const labels = activeLabelsOf(app.deps.db, () => whitelabelRepo(app.deps.db).active());
  await labels.start(app.deps.database);
  app.addHook('onClose', () => labels.stop());
  app.deps.writeBarriers.add(() => labels.settle());

  handle(app, endpoints.check, ({ body }) => service.branding(body.domain));
  handleList(app, endpoints.list, 10, ({ auth, query }, window) => service.list(auth, query, window));
  // The status choices, in DRF's OPTIONS shape: not a JSON read or write the kit declares.
  app.options(
    '/api/whitelist/',
    {
      config: allow(access.can('whitelist.view_whitelist')),
      schema: { tags: [...endpoints.list.tags], operationId: 'whitelistOptions', summary: 'List the white label statuses' },
    },
    async () => optionsResponse('Whitelist', { status: choicesOf(whitelabelStatuses) }),
  );
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.status, ({ auth }) => service.statusSummary(auth));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.replace, ({ auth, params, body }) => service.update(auth, params.id, body));
  // A multipart PATCH carries the images; a JSON one the fields to change.
  handle(app, endpoints.update, ({ auth, params, body, request }) =>
    request.isMultipart() ? service.uploadImages(auth, params.id, request) : service.update(auth, params.id, body ?? {}),
  );
  handle(app, endpoints.remove, ({ auth, params }) => service.delete(auth, params.id));
}
