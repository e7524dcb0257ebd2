import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import { metricInputSchema, metricListQuerySchema, metricPatchSchema, metricSchema, systemMetricsSchema } from './metrics.js';

/**
 * Serve metrics (`/api/placements_groups_data/metrics/`, the Metrics settings screen; no
 * delete) and the fixed system metrics any signed-in caller may read. The collection's OPTIONS
 * (the type choices) is registered by hand: the kit declares JSON reads and writes only.
 */
export const metricEndpoints = {
  ...crudEndpoints({
    resource: 'metrics',
    path: '/placements_groups_data/metrics/',
    tags: ['metrics'],
    names: { one: 'Metric', many: 'Metrics' },
    label: { one: 'a serve metric', many: 'serve metrics' },
    item: metricSchema,
    input: metricInputSchema,
    patch: metricPatchSchema,
    query: metricListQuerySchema,
    params: idParamSchema,
    permissions: { view: 'settings.view_metric', add: 'settings.add_metric', change: 'settings.change_metric' },
  }),
  system: endpoint({
    method: 'GET',
    path: '/system/metrics/',
    operationId: 'getSystemMetrics',
    summary: 'Get the fixed system metrics (schema, display names, signs)',
    tags: ['metrics'],
    resource: 'system-metrics',
    access: 'authenticated',
    response: systemMetricsSchema,
  }),
};
