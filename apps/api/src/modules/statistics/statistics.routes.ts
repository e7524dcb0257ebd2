import {
  refreshEndpoints as refresh,
  statisticDashboardEndpoints as dashboard,
  statisticEndpoints as endpoints,
  statisticOverviewEndpoints as overview,
  statisticReportEndpoints as reports,
} from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleList } from '../../lib/endpoint.js';
import { dayIn } from '../../lib/report-days.js';
import { refreshService } from './refresh.service.js';
import { statisticBreakdownService } from './statistics.breakdown.service.js';
import { statisticDashboardService } from './statistics.dashboard.service.js';
import { reportModes, statisticReportsService } from './statistics.reports.service.js';
import { statisticsService } from './statistics.service.js';

export async function statisticsRoutes(app: App): Promise<void> {
  const service = statisticsService(app.deps.db, () => dayIn(app.deps.config.REPORT_TZ));

  // Statistics pages hold 30 rows unless asked otherwise.
  // Files name the reporting time zone their days are counted in, and the brand of the platform stage.
  const settings = { timeZone: app.deps.config.REPORT_TZ, product: app.deps.config.PRODUCT_NAME };
  handleList(
    app,
    endpoints.list,
    30,
    ({ auth, query }, window) => service.list(auth, query, window),
    ({ auth, query }) => service.exportList(auth, query, settings),
  );
  handleList(
    app,
    endpoints.search,
    30,
    ({ auth, query }, window) => service.search(auth, query, window),
    ({ auth, query }) => service.exportSearch(auth, query, settings),
  );
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.update, ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));

  const cards = statisticReportsService(app.deps.db);
  for (const mode of reportModes) {
    handleList(
      app,
      reports[mode],
      30,
      ({ auth, params, query }, window) => cards.page(mode, auth, params.id, query, window),
      ({ auth, params, query }) => cards.file(mode, auth, params.id, query, settings),
    );
  }
  handle(app, reports.groupTotals, ({ auth, query }) => cards.groupTotals(auth, query));
  handle(app, reports.websiteTotals, ({ auth, query }) => cards.websiteTotals(auth, query));

  const refreshes = refreshService(app.deps.db, app.deps.jobs, () => dayIn(app.deps.config.REPORT_TZ));
  handle(app, refresh.data, ({ auth, body }) => refreshes.data(auth, body));
  handle(app, refresh.placement, ({ auth, body }) => refreshes.placement(auth, body));
  handle(app, refresh.website, ({ auth, body }) => refreshes.website(auth, body));
  handle(app, refresh.get, ({ auth, params }) => refreshes.get(auth, params.token));

  const board = statisticDashboardService(app.deps.db, app.deps.config.REPORT_TZ);
  handle(app, dashboard.graph, ({ auth, query }) => board.graph(auth, query));
  handle(app, dashboard.yesterdayWebsites, ({ auth, query }) => board.yesterday(auth, 'website', query));
  handle(app, dashboard.yesterdayFormats, ({ auth, query }) => board.yesterday(auth, 'format', query));

  // The caller's own figures over every website in scope, at the caller's stage (the portal's Overview and Reports).
  handle(app, overview.summary, ({ auth }) => board.revenueSummary(auth));
  handleList(
    app,
    overview.days,
    30,
    ({ auth, query }, window) => cards.days(auth, query, window),
    ({ auth, query }) => cards.daysFile(auth, query, settings),
  );
  const breakdowns = statisticBreakdownService(app.deps.db);
  handleList(
    app,
    overview.breakdown,
    30,
    ({ auth, query }, window) => breakdowns.page(auth, query, window),
    ({ auth, query }) => breakdowns.file(auth, query, settings),
  );
}
