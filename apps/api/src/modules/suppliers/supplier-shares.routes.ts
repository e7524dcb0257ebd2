import { supplierShareEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { viewOf } from '../../lib/periods.js';
import { dayIn } from '../../lib/report-days.js';
import type { ShareRecomputations } from '../../lib/share-recomputation.js';
import { supplierSharesService } from './supplier-shares.service.js';

/** `/shares/supplier/`: the first stage of the waterfall, per demand source and format, as periods. */
export async function supplierSharesRoutes(app: App, recomputations: ShareRecomputations): Promise<void> {
  const today = () => dayIn(app.deps.config.REPORT_TZ);
  const service = supplierSharesService(app.deps.db, { today, recomputations, jobs: app.deps.jobs, log: app.log });

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query.supplier, viewOf(query, today()), window));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}
