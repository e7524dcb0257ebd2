import { endpoint } from './endpoint.js';
import { invoiceGenerationInputSchema, invoiceGenerationResultSchema } from './wallets.js';

const tags = ['wallets'] as const;

/** Wallets and invoices (`/api/wallets/...`). */
export const invoiceEndpoints = {
  /** The monthly run, on demand: one invoice per website for the month, idempotent. */
  generate: endpoint({
    method: 'POST',
    path: '/wallets/invoices/generate/',
    operationId: 'generateInvoices',
    tags,
    resource: 'invoices',
    invalidates: ['wallets'],
    access: { permission: 'wallets.add_invoice' },
    body: invoiceGenerationInputSchema,
    response: invoiceGenerationResultSchema,
    description:
      "Makes each website's invoice for the month from its complete, active statistics (the publisher's revenue), carrying statistics completed or corrected after their month was invoiced as adjustment lines. A second run, or two at once, makes no second invoice. A month before the latest invoiced one is refused.",
  }),
};
