import { invoiceEndpoints, invoiceListEndpoints, walletEndpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { dayIn } from '../../lib/report-days.js';
import { sendExport } from '../../lib/table-export.js';
import { userInScope } from '../assignments/index.js';
import { idempotencyKeyOf } from './idempotency.js';
import { generateInvoices } from './invoice-generation.js';
import { invoicesService } from './invoices.service.js';
import { walletsRepo } from './wallets.repo.js';
import { walletsService } from './wallets.service.js';

/** `/api/wallets/...`: wallets, invoices, an account's totals and the monthly generation on demand. */
export async function walletsRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;
  const repo = walletsRepo(db);
  const wallets = walletsService({ wallets: repo, userInScope: (auth, userId) => userInScope(db, auth, userId) });
  handleList(app, walletEndpoints.list, 10, ({ auth, query }, window) => wallets.list(auth, query, window));
  handle(app, walletEndpoints.get, ({ auth, params }) => wallets.get(auth, params.id));
  handle(app, walletEndpoints.account, ({ auth, params }) => wallets.account(auth, params.id));

  const invoices = invoicesService({ db, wallets: repo });
  handleList(
    app,
    invoiceListEndpoints.list,
    30,
    ({ auth, query }, window) => invoices.list(auth, query, window),
    ({ auth, query }) => invoices.exportList(auth, query),
  );
  handle(app, invoiceListEndpoints.get, async ({ auth, params, query, reply }) =>
    query.format === 'csv' || query.format === 'xlsx'
      ? sendExport(reply, query.format, await invoices.exportOne(auth, params.id))
      : invoices.get(auth, params.id),
  );
  handle(app, invoiceListEndpoints.update, ({ auth, params, body, request }) => {
    const { amount: _amount, ...patch } = body;
    return invoices.update(auth, params.id, patch, idempotencyKeyOf(request.headers['idempotency-key']));
  });
  handle(app, invoiceEndpoints.generate, ({ body }) => generateInvoices(db, body.month, dayIn(config.REPORT_TZ)));
}
