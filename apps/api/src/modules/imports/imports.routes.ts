import { importEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import type { ImportsPorts } from './imports.ports.js';
import { importsService } from './imports.service.js';

/** `/imports/`: runs, backfill, retry and CSV upload. */
export async function importsRoutes(app: App, ports: ImportsPorts): Promise<void> {
  const { db, config, jobs } = app.deps;
  const service = importsService({ db, config, log: app.log, ...ports }, jobs);

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => service.list(auth, query, window));
  handle(app, endpoints.backfill, ({ auth, body }) => service.backfill(auth, body));
  handle(app, endpoints.retry, ({ auth, params }) => service.retry(auth, params.id));
  handle(app, endpoints.upload, ({ auth, request }) => service.upload(auth, request));
}
