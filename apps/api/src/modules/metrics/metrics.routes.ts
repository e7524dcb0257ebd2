import {
  metricEndpoints as endpoints,
  metricFieldOf,
  serveMetricTypeLabels,
  serveMetricTypes,
  type ServeMetricType,
} from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { metricsService } from './metrics.service.js';

/** The fixed system metrics, and the serve metrics (the Metrics settings screen). */
export async function metricsRoutes(app: App): Promise<void> {
  const service = metricsService(app.deps.db);

  handle(app, endpoints.system, () => service.system());
  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query, window));
  // DRF's OPTIONS metadata (the type choices) is not a JSON read or write: registered by hand.
  app.options(
    `/api${endpoints.list.path}`,
    {
      config: allow(access.can(endpoints.list.access.permission)),
      schema: { tags: [...endpoints.list.tags], operationId: 'metricChoices', summary: 'List the serve metric types' },
    },
    async () =>
      optionsResponse('Serve Metric List', { type: choicesOf(serveMetricTypes, (v) => serveMetricTypeLabels[v as ServeMetricType]) }),
  );
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  // A PUT replaces: a field left out is read from the (new) code, as on create.
  handle(app, endpoints.replace, ({ params, body }) =>
    service.update(params.id, { ...body, field: body.field ?? metricFieldOf(body.code) }),
  );
  handle(app, endpoints.update, ({ params, body }) => service.update(params.id, body));
}
