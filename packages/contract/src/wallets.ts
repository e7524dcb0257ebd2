import { z } from 'zod';
import { walletsMessages } from './messages/wallets.js';
import { intId, listSchema, pageQuerySchema } from './common.js';
import { exportQuerySchema, isoDateSchema, moneyInputSchema } from './statistics.js';

/**
 * Wallets and invoices: every website has one wallet; a monthly invoice per website pays the
 * publisher's revenue (the network stage's revenue after) of its complete, active statistics.
 * Figures derive from the invoices and an append-only ledger, never from a mutable total.
 */
export const invoiceStatuses = ['deductible', 'approved', 'paid'] as const;

/** A month, `YYYY-MM`, from 2000 on (statistics start there). */
export const monthSchema = z
  .string()
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.');

export const invoiceGenerationInputSchema = z.object({ month: monthSchema });
export const invoiceGenerationResultSchema = z.object({
  month: z.string(),
  /** Invoices made by this run; 0 when the month was already invoiced. */
  created: z.number().int(),
  /** Of them, lines carrying a correction of an earlier month. */
  adjustments: z.number().int(),
  /** Websites that already had the month's invoice. */
  existing: z.number().int(),
});
export type InvoiceGenerationResult = z.infer<typeof invoiceGenerationResultSchema>;

/** Money as the wallets answer it: a decimal string with 2 decimals. */
const money = z.string();

export const walletSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  website_name: z.string(),
  /** What its invoices come to after deductions. */
  total: money,
  status: z.string(),
  unpaid_invoices: z.number().int(),
  unpaid_amount: money,
  paid_invoices: z.number().int(),
  paid_amount: money,
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletListQuerySchema = pageQuerySchema.extend({
  /** A network's or publisher's websites' wallets (the users list's Wallet link). */
  account: intId.optional(),
  website: intId.optional(),
});

/** The figures of several wallets together: sums of their invoices' figures. */
export const walletTotalsSchema = z.object({
  wallets: z.number().int(),
  total: money,
  unpaid_invoices: z.number().int(),
  unpaid_amount: money,
  paid_invoices: z.number().int(),
  paid_amount: money,
});
export type WalletTotals = z.infer<typeof walletTotalsSchema>;

/** An account's totals across its websites' wallets. */
export const accountTotalsSchema = walletTotalsSchema.extend({ account: z.number().int() });
export type AccountTotals = z.infer<typeof accountTotalsSchema>;

/**
 * A page of wallets, and `totals` over every wallet the filters match (not only the page);
 * `total` is their total amount, the field the old console's wallet list answered beside the page.
 */
export const walletListSchema = listSchema(walletSchema).extend({ total: money, totals: walletTotalsSchema });
export type WalletList = z.infer<typeof walletListSchema>;

export const invoiceLineSchema = z.object({ month: z.string(), kind: z.enum(['month', 'adjustment']), amount: money });
export const invoiceSchema = z.object({
  id: z.number().int(),
  wallet: z.number().int(),
  website_id: z.number().int(),
  website_name: z.string(),
  /** The day it was issued, and the month it covers (YYYY-MM). */
  date: z.string(),
  month: z.string(),
  amount: money,
  deduction: money,
  /** amount - deduction, 2 decimals. */
  final: money,
  description: z.string(),
  status: z.enum(invoiceStatuses),
  lines: z.array(invoiceLineSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `?format=csv` (or `xlsx`) downloads the whole filtered list with the table's columns. */
export const invoiceListQuerySchema = pageQuerySchema.extend(exportQuerySchema.shape).extend({
  wallet: intId.optional(),
  status: z.enum(invoiceStatuses).optional(),
  date: isoDateSchema.optional(),
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});
export const invoiceOrderFields = ['id', 'date', 'amount', 'deduction', 'status'] as const;

/** One invoice: `?format=csv` (or `xlsx`) downloads it as a file, its lines and totals (JSON without it). */
export const invoiceQuerySchema = exportQuerySchema;

/**
 * A deduction is in cents: the invoice shows Amount, Deducted and Final to the cent, and a
 * deduction of 0.005 showed as 0.01 deducted from a Final that had not changed.
 */
const deductionSchema = moneyInputSchema.refine((v) => !/\.\d{2}\d*[1-9]/.test(v), walletsMessages.deductionCents);
/** An invoice edit: its deduction and status. The amount is the statistics' and never edited. */
export const invoicePatchSchema = z.object({
  deduction: deductionSchema.optional(),
  status: z.enum(invoiceStatuses, { message: 'Select a valid choice.' }).optional(),
  description: z.string().trim().max(500, 'Ensure this field has no more than 500 characters.').optional(),
  amount: z
    .unknown()
    .refine((v) => v === undefined, 'The amount comes from the statistics and cannot be changed.')
    .optional(),
});
