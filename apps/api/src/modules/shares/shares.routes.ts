import { fillRateEndpoints, shareEndpoints, shareTypes } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { dayIn } from '../../lib/report-days.js';
import type { ShareRecomputations } from '../../lib/share-recomputation.js';
import { viewOf } from '../../lib/periods.js';
import { sharesService } from './shares.service.js';

/** Shares per stage of the waterfall (`/shares/{type}/`) and fill rates (`/fill_rate/`), in the caller's website scope. */
export async function sharesRoutes(app: App, recomputations: ShareRecomputations): Promise<void> {
  const today = () => dayIn(app.deps.config.REPORT_TZ);
  const service = sharesService(app.deps.db, { today, recomputations, jobs: app.deps.jobs, log: app.log });

  for (const type of shareTypes) {
    const endpoints = shareEndpoints[type];
    handleList(app, endpoints.list, 50, ({ auth, query }, window) =>
      service.listShares(auth, type, viewOf(query, today()), window, query.website),
    );
    handle(app, endpoints.create, ({ auth, body }) => service.createShare(auth, type, body));
    handle(app, endpoints.remove, ({ auth, params }) => service.removeShare(auth, type, params.id));
  }

  handleList(app, fillRateEndpoints.list, 50, ({ auth, query }, window) =>
    service.listFillRates(auth, viewOf(query, today()), window, query.website),
  );
  handle(app, fillRateEndpoints.create, ({ auth, body }) => service.createFillRate(auth, body));
  handle(app, fillRateEndpoints.remove, ({ auth, params }) => service.removeFillRate(auth, params.id));
}
