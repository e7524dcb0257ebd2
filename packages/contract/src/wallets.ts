import { z } from 'zod';

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
