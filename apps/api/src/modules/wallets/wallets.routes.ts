import { invoiceEndpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { dayIn } from '../../lib/report-days.js';
import { generateInvoices } from './invoice-generation.js';

/** `/api/wallets/...`: wallets and invoices. */
export async function walletsRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;
  handle(app, invoiceEndpoints.generate, ({ body }) => generateInvoices(db, body.month, dayIn(config.REPORT_TZ)));
}
