import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { messages } from './messages/index.js';
import { isoDateSchema } from './statistics.js';
import { currencies } from './suppliers.js';

const text = messages.fxRates;

/*
 * Exchange rates: on `date`, one unit of `currency` is worth `rate` units of the platform
 * currency (PUBDESK_CURRENCY). An import in another currency converts each day at that day's
 * rate. Rates are decimal text, never floats: up to 10 digits before the point and 10 after
 * (NUMERIC(20,10)), answered without trailing zeros.
 */

/** A CSV upload's bounds: lines after the header, and bytes. */
export const fxRateUploadMaxLines = 100_000;
export const fxRateUploadMaxBytes = 5 * 1048576;

const rateFormat = /^\d{1,10}(\.\d{1,10})?$/;

/** Whether the text is a rate the table keeps exactly: digits, an optional point, not zero. */
export const isRateText = (value: string): boolean => rateFormat.test(value) && /[1-9]/.test(value);

/** A rate in, as a JSON number or a decimal string; kept as the text it is. */
export const rateInputSchema = z.union([z.number(), z.string().trim()], { message: text.invalidRate }).transform((v, ctx) => {
  const value = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v;
  if (!isRateText(value)) {
    ctx.addIssue({ code: 'custom', message: text.invalidRate });
    return z.NEVER;
  }
  return value;
});

/** The numeric's text without leading zeros or trailing fractional zeros: '0001.0800000000' -> '1.08'. */
export function trimRate(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

export const fxRateSchema = z.object({
  id: z.number().int(),
  currency: z.enum(currencies),
  /** The day, YYYY-MM-DD. */
  date: z.string(),
  /** Units of the platform currency one unit of `currency` is worth that day, as decimal text. */
  rate: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FxRate = z.infer<typeof fxRateSchema>;

const currencySchema = z.enum(currencies, { message: 'Select a valid choice.' });
const fxRateFields = z.object({
  currency: currencySchema,
  date: isoDateSchema,
  rate: rateInputSchema,
});
export const fxRateInputSchema = fxRateFields;
export type FxRateInput = z.input<typeof fxRateInputSchema>;
export const fxRatePatchSchema = fxRateFields.partial();

/** Newest first by default; `ordering` may name date, currency or rate (a leading minus: descending). */
export const fxRateOrderFields = ['date', 'currency', 'rate'] as const;
export const fxRateListQuerySchema = pageQuerySchema
  .extend({
    currency: currencySchema.optional(),
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.start_date && q.end_date && q.end_date < q.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.statistics.endBeforeStart });
    }
  });

/** `POST /fx_rates/upload/`: how many days the file added, changed, and found as they were. */
export const fxRateUploadResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type FxRateUploadResult = z.infer<typeof fxRateUploadResultSchema>;
