import type { FastifyRequest } from 'fastify';
import { fillRateEndpoints, shareEndpoints, shareTypes, type PageQuery } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { dayIn } from '../../lib/report-days.js';
import type { ShareRecomputations } from '../../lib/share-recomputation.js';
import { viewOf } from '../../lib/periods.js';
import { sharesService } from './shares.service.js';

/** A website has a handful of shares per stage: they are read whole and paged in memory. */
const paged = <T>(request: FastifyRequest, query: PageQuery, all: T[]) => {
  const window = pageWindow(query, 50);
  return listResponse(request, window, all.length, all.slice(window.offset, window.offset + window.limit));
};

/** Shares per stage of the waterfall (`/shares/{type}/`) and fill rates (`/fill_rate/`), in the caller's website scope. */
export async function sharesRoutes(app: App, recomputations: ShareRecomputations): Promise<void> {
  const today = () => dayIn(app.deps.config.REPORT_TZ);
  const service = sharesService(app.deps.db, { today, recomputations, jobs: app.deps.jobs, log: app.log });

  for (const type of shareTypes) {
    const endpoints = shareEndpoints[type];
    handle(app, endpoints.list, async ({ auth, query, request }) =>
      paged(request, query, await service.listShares(auth, type, viewOf(query, today()), query.website)),
    );
    handle(app, endpoints.create, ({ auth, body }) => service.createShare(auth, type, body));
    handle(app, endpoints.remove, ({ auth, params }) => service.removeShare(auth, type, params.id));
  }

  handle(app, fillRateEndpoints.list, async ({ auth, query, request }) =>
    paged(request, query, await service.listFillRates(auth, viewOf(query, today()), query.website)),
  );
  handle(app, fillRateEndpoints.create, ({ auth, body }) => service.createFillRate(auth, body));
  handle(app, fillRateEndpoints.remove, ({ auth, params }) => service.removeFillRate(auth, params.id));
}
