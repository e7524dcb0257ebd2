import { idParamSchema, listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import {
  accountTotalsSchema,
  invoiceGenerationInputSchema,
  invoiceGenerationResultSchema,
  invoiceListQuerySchema,
  invoicePatchSchema,
  invoiceQuerySchema,
  invoiceSchema,
  walletListQuerySchema,
  walletListSchema,
  walletSchema,
} from './wallets.js';

const tags = ['wallets'] as const;

/** Wallets and invoices (`/api/wallets/...`). */
export const invoiceEndpoints = {
  /** The monthly run, on demand: one invoice per website for the month, idempotent. */
  generate: endpoint({
    method: 'POST',
    path: '/wallets/invoices/generate/',
    operationId: 'generateInvoices',
    summary: "Make a month's invoices for every website",
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

/** Wallets: one per website, in the caller's website scope. */
export const walletEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wallets/wallets/',
    operationId: 'listWallets',
    summary: 'List website wallets, with totals',
    tags,
    resource: 'wallets',
    access: { permission: 'wallets.view_wallet' },
    query: walletListQuerySchema,
    response: walletListSchema,
    description: 'A page of 10 wallets, and `totals`: the figures of every wallet the filters match, summed from their invoices.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/wallets/wallets/:id/',
    operationId: 'getWallet',
    summary: "Get a website's wallet",
    tags,
    resource: 'wallets',
    access: { permission: 'wallets.view_wallet' },
    params: idParamSchema,
    response: walletSchema,
  }),
  account: endpoint({
    method: 'GET',
    path: '/wallets/accounts/:id/',
    operationId: 'getAccountTotals',
    summary: "Get a network's or publisher's wallet totals",
    tags,
    resource: 'wallets',
    access: { permission: 'wallets.view_wallet' },
    params: idParamSchema,
    response: accountTotalsSchema,
    description: "A network's or publisher's totals across its websites' wallets (those the caller sees).",
  }),
};

/** Invoices, in the caller's website scope. */
export const invoiceListEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wallets/invoices/',
    operationId: 'listInvoices',
    summary: 'List invoices',
    tags,
    resource: 'invoices',
    access: { permission: 'wallets.view_invoice' },
    query: invoiceListQuerySchema,
    response: listSchema(invoiceSchema),
    description: '`o` orders by id, date, amount, deduction or status (`-` for descending; newest first by default).',
  }),
  get: endpoint({
    method: 'GET',
    path: '/wallets/invoices/:id/',
    operationId: 'getInvoice',
    summary: 'Get an invoice, or download it as a file',
    tags,
    resource: 'invoices',
    access: { permission: 'wallets.view_invoice' },
    params: idParamSchema,
    query: invoiceQuerySchema,
    response: invoiceSchema,
    description:
      "With `format=csv` or `xlsx`, the invoice as a file (an attachment named `invoice-<id>`): one row per line (the month it covers, month or adjustment, its amount), then the total row with the amount, deduction and final; each row carries the invoice id, website, date, description and status. An invoice outside the caller's website scope is 404.",
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/wallets/invoices/:id/',
    operationId: 'updateInvoice',
    summary: "Set an invoice's deduction or status",
    errors: {
      409: 'The Idempotency-Key was used before with another body.',
    },
    tags,
    resource: 'invoices',
    invalidates: ['wallets'],
    access: { permission: 'wallets.change_invoice' },
    params: idParamSchema,
    body: invoicePatchSchema,
    response: invoiceSchema,
    description:
      'Deduction (from 0 up to the amount) and status. A paid invoice keeps its deduction. With an `Idempotency-Key` header the same key and body answer the first result again; the same key with another body is a 409.',
  }),
};
