import { z } from 'zod';
import { activeStatusSchema, idListSchema, int4Max, intId, pageQuerySchema, queryBoolean } from './common.js';
import { format, messages } from './messages/index.js';

const text = messages.statistics;

/** The longest date range a statistics query may span: two years and a day (a leap year's worth on top). */
export const maxStatisticsRangeDays = 731;

/**
 * YYYY-MM-DD, and a real date (not 2026-02-30) from 1900 on: PostgreSQL has no year 0, and a day
 * before a period's start (the day before 0001-01-01) would not be a date the database takes.
 */
const isIsoDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < '1900-01-01') return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day as the console sends it: YYYY-MM-DD, and a real date. */
export const isoDateSchema = z.string().refine(isIsoDate, text.invalidDate);

/** Money in, as a JSON number or a decimal string: from 0, at most 14 digits before the point and 6 after. */
export const moneyInputSchema = z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
  const t = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v;
  if (!/^\d{1,14}(\.\d{1,6})?$/.test(t)) {
    ctx.addIssue({ code: 'custom', message: text.invalidMoney });
    return z.NEVER;
  }
  return t;
});

/** A count (requests, impressions, ...): a whole number from 0 that JSON carries exactly. */
const countSchema = z.coerce
  .number({ message: text.invalidCount })
  .int(text.invalidCount)
  .min(0, text.invalidCount)
  .max(Number.MAX_SAFE_INTEGER, text.invalidCount);

/** The measured values a statistic is written with; the rates and cpm are derived from them. */
export const statisticCountsSchema = z.object({
  requests: countSchema.default(0),
  impressions: countSchema.default(0),
  viewable_impressions: countSchema.default(0),
  clicks: countSchema.default(0),
  /** The gross the demand source reported. */
  revenue: moneyInputSchema.default('0'),
});

/** The four stages of the waterfall, in order. */
export const shareStages = ['supplier_share', 'pmp_share', 'platform_share', 'network_share'] as const;
export type ShareStage = (typeof shareStages)[number];

/** One stage: what reached it, the percent that flows on, and what flows on (decimal strings). */
export const stageSchema = z.object({ revenue_before: z.string(), share: z.string(), revenue_after: z.string() });
export type Stage = z.infer<typeof stageSchema>;

/**
 * The system metrics of a row or of a sum. ctr, viewable_rate and fill_rate are percents and cpm
 * money per thousand impressions, each computed from the counts (of a sum: from the summed
 * counts). `revenue` is the gross for staff; for a network the revenue after the platform's share,
 * with its own stage (`network_share`: before = its revenue, after = its publishers'); for a
 * publisher (or pre_activation) the revenue after every share. Stages a caller may not see are
 * null: the supplier, PMP and platform stages for a network, every stage for a publisher.
 */
export const statisticMetricsSchema = z.object({
  requests: z.number().int(),
  impressions: z.number().int(),
  viewable_impressions: z.number().int(),
  viewable_rate: z.number(),
  clicks: z.number().int(),
  ctr: z.number(),
  fill_rate: z.number(),
  cpm: z.string(),
  revenue: z.string(),
  supplier_share: stageSchema.nullable(),
  pmp_share: stageSchema.nullable(),
  platform_share: stageSchema.nullable(),
  network_share: stageSchema.nullable(),
});
export type StatisticMetrics = z.infer<typeof statisticMetricsSchema>;

export const statisticSchema = statisticMetricsSchema.extend({
  id: z.number().int(),
  date: z.string(),
  placement_group_data_id: z.number().int(),
  placement_group_id: z.number().int(),
  website_id: z.number().int(),
  supplier_id: z.number().int(),
  status: activeStatusSchema,
  complete: z.boolean(),
  modified_at: z.string(),
});
export type Statistic = z.infer<typeof statisticSchema>;

export const statisticInputSchema = statisticCountsSchema.extend({
  placement_group_data_id: intId,
  date: isoDateSchema,
  status: activeStatusSchema.default('active'),
  complete: z.boolean().default(false),
});
export type StatisticInput = z.input<typeof statisticInputSchema>;

/** A change keeps the row's data item; its shares stay those copied when it was first written. */
export const statisticPatchSchema = z
  .object({
    date: isoDateSchema,
    status: activeStatusSchema,
    complete: z.boolean(),
    requests: countSchema,
    impressions: countSchema,
    viewable_impressions: countSchema,
    clicks: countSchema,
    revenue: moneyInputSchema,
  })
  .partial();
export type StatisticPatch = z.input<typeof statisticPatchSchema>;

/** `?format=csv` or `xlsx` downloads the whole filtered range as a file (JSON without it). */
export const exportFormats = ['csv', 'xlsx'] as const;
export const exportQuerySchema = z.object({ format: z.enum(['json', ...exportFormats]).optional() });

/** A date range in a query: both ends optional, the end not before the start, at most two years. */
export const dateRangeQuerySchema = z.object({ start_date: isoDateSchema.optional(), end_date: isoDateSchema.optional() });

/** Refines a query with a date range: the end not before the start, the span bounded. */
export function checkDateRange(q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx): void {
  // A missing or malformed end has its own error; comparing it would add a second, wrong one.
  if (!q.start_date || !q.end_date || !isIsoDate(q.start_date) || !isIsoDate(q.end_date)) return;
  const days = (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: text.endBeforeStart });
  else if (days + 1 > maxStatisticsRangeDays) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: format(text.rangeTooLong, { days: maxStatisticsRangeDays }) });
  }
}

export const statisticListQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend(exportQuerySchema.shape)
  .extend({
    pgdid: intId.optional(),
    pgdid_list: idListSchema.optional(),
    complete: queryBoolean.optional(),
    status: activeStatusSchema.optional(),
    o: z.enum(['date', '-date']).default('-date'),
  })
  .superRefine(checkDateRange);

/** A statistics list: the page, and `statistics_sum` over every row the filters match. */
export const statisticListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(statisticSchema),
  statistics_sum: statisticMetricsSchema,
});
export type StatisticList = z.infer<typeof statisticListSchema>;

/** A report's query: a page of days (30 by default) in a date range, newest first unless `o=date`. */
export const statisticReportQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend(exportQuerySchema.shape)
  .extend({
    status: activeStatusSchema.optional(),
    o: z.enum(['date', '-date']).default('-date'),
  })
  .superRefine(checkDateRange);

/** One day of a report: the day's sums (rates from the summed counts), complete when every row of the day is. */
export const statisticReportRowSchema = statisticMetricsSchema.extend({ date: z.string(), complete: z.boolean() });
export type StatisticReportRow = z.infer<typeof statisticReportRowSchema>;

export const statisticReportSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(statisticReportRowSchema),
  statistics_sum: statisticMetricsSchema,
});
export type StatisticReport = z.infer<typeof statisticReportSchema>;

// The caller's own figures over every website in scope (the portal's Reports) -----------------

/** A range that must be given: both ends (checkDateRange then bounds it). */
const givenRangeSchema = z.object({ start_date: isoDateSchema, end_date: isoDateSchema });

/**
 * The days of every website in the caller's scope, or of one (`website`), of every format or of
 * one (`group`, a group type): a page of days (30 by default), newest first unless `o=date`.
 */
export const statisticDaysQuerySchema = pageQuerySchema
  .extend(givenRangeSchema.shape)
  .extend(exportQuerySchema.shape)
  .extend({
    website: intId.optional(),
    group: intId.optional(),
    status: activeStatusSchema.optional(),
    o: z.enum(['date', '-date']).default('-date'),
  })
  .superRefine(checkDateRange);

/** What a breakdown gives a row for: each website, each format (group type), or each publisher (networks and staff). */
export const breakdownDimensions = ['website', 'format', 'publisher'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];
/** A breakdown's order: by the caller's revenue (highest first by default), impressions or name. */
export const breakdownOrders = ['-revenue', 'revenue', '-impressions', 'impressions', 'name', '-name'] as const;

export const statisticBreakdownQuerySchema = pageQuerySchema
  .extend(givenRangeSchema.shape)
  .extend(exportQuerySchema.shape)
  .extend({
    by: z.enum(breakdownDimensions),
    website: intId.optional(),
    status: activeStatusSchema.optional(),
    o: z.enum(breakdownOrders).default('-revenue'),
  })
  .superRefine(checkDateRange);

/**
 * A breakdown row: the range's sums of one website (`website` its url), one format or one
 * publisher (`website` null), complete when every day of it is.
 */
export const statisticBreakdownRowSchema = statisticMetricsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  complete: z.boolean(),
});
export type StatisticBreakdownRow = z.infer<typeof statisticBreakdownRowSchema>;

export const statisticBreakdownSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(statisticBreakdownRowSchema),
  /** The totals of every row, not only the page's. */
  statistics_sum: statisticMetricsSchema,
});
export type StatisticBreakdown = z.infer<typeof statisticBreakdownSchema>;

/** Totals of a placement group (`pgid`) or a website (`website`), over a date range or all time. */
export const groupTotalsQuerySchema = dateRangeQuerySchema
  .extend({ pgid: intId, status: activeStatusSchema.optional() })
  .superRefine(checkDateRange);
export const websiteTotalsQuerySchema = dateRangeQuerySchema
  .extend({ website: intId, status: activeStatusSchema.optional() })
  .superRefine(checkDateRange);

/** What a refresh request covers: one data item, a placement group's or a website's data items, for one day. */
/** What a refresh covers: a data item, placement group or website's day, or (`share`, `supplier_share`) the days a backdated share period rewrites. */
export const refreshScopes = ['data', 'placement', 'website', 'share', 'supplier_share'] as const;
export type RefreshScope = (typeof refreshScopes)[number];
export const refreshStates = ['queued', 'running', 'done', 'failed'] as const;

export const refreshDataSchema = z.object({ data: intId, date: isoDateSchema });
export const refreshPlacementSchema = z.object({ placement_group: intId, date: isoDateSchema });
export const refreshWebsiteSchema = z.object({ website: intId, date: isoDateSchema });

/** The answer to a refresh request: the token to track it by. */
export const refreshTokenSchema = z.object({ token: z.string() });

/** A refresh request's state, read back by its token; `reason` says why it failed. */
export const refreshJobSchema = z.object({
  token: z.string(),
  scope: z.enum(refreshScopes),
  target: z.number().int(),
  date: z.string(),
  /** The last day of a share recomputation (its first is `date`); null for a one-day refresh. */
  end_date: z.string().nullable(),
  /** A share recomputation's progress: days with statistics in its range, and how many are rewritten. */
  days_total: z.number().int().nullable(),
  days_done: z.number().int().nullable(),
  state: z.enum(refreshStates),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RefreshJob = z.infer<typeof refreshJobSchema>;
export const refreshTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a valid token.') });

/**
 * The statistics search: any of demand source, website, placement group (`group`), format
 * (`type`) and data items (`data`, comma-joined), completeness and status, over a date range.
 */
export const statisticSearchQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend(exportQuerySchema.shape)
  .extend({
    supplier: intId.optional(),
    website: intId.optional(),
    group: intId.optional(),
    type: intId.optional(),
    data: idListSchema.optional(),
    complete: queryBoolean.optional(),
    status: activeStatusSchema.optional(),
    o: z.enum(['date', '-date']).default('-date'),
  })
  .superRefine(checkDateRange);

/** A search row: one data item (with its demand source) over the days of the range it has statistics for. */
/** A data item's statistics summed over the range: active when every day is, complete when every day is. */
export const statisticSearchRowSchema = statisticMetricsSchema.extend({
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  website_id: z.number().int(),
  website_name: z.string(),
  placement_group_data_id: z.number().int(),
  data_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: activeStatusSchema,
  complete: z.boolean(),
  /** The latest change of a day in the range. */
  modified_at: z.string(),
});
export type StatisticSearchRow = z.infer<typeof statisticSearchRowSchema>;

export const statisticSearchSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(statisticSearchRowSchema),
  statistics_sum: statisticMetricsSchema,
});

// The dashboard -----------------------------------------------------------------------------

/** Revenue and impressions of a period, for the dashboard's revenue tiles. */
export const periodFiguresSchema = z.object({ revenue: z.string(), impressions: z.number().int() });
export const revenueSummarySchema = z.object({
  today: periodFiguresSchema,
  yesterday: periodFiguresSchema,
  /** The last seven days, today included. */
  seven_days: periodFiguresSchema,
  /** This month so far. */
  month: periodFiguresSchema,
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/** Whose revenue the dashboard shows: `admin` the gross, `user` what publishers are paid. */
export const dashboardRevenueTypes = ['admin', 'user'] as const;

export const dashboardGraphQuerySchema = z.object({
  website: intId.optional(),
  /** A format (group type); none for All. */
  group: intId.optional(),
  type: z.enum(dashboardRevenueTypes).default('admin'),
});

/** One day of the dashboard's graph: the last 30 days through today, a row for each day. */
export const dashboardRowSchema = z.object({
  date: z.string(),
  impressions: z.number().int(),
  revenue: z.string(),
  cpm: z.string(),
  viewable_rate: z.number(),
  website_id: z.number().int().nullable(),
  placement_group_id: z.number().int().nullable(),
  /** This day's revenue minus the day before's. */
  revenue_diff: z.string(),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const dashboardYesterdayQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  offset: z.coerce.number().int().min(0).max(int4Max).default(0),
  type: z.enum(dashboardRevenueTypes).default('admin'),
});

/** A row of the Websites Yesterday or Ad Format Yesterday table, ranked by yesterday's revenue. */
export const yesterdayRowSchema = z.object({
  rank: z.number().int(),
  /** The website's name, or the format's. */
  name: z.string(),
  /** The website (its url; for a format, the website's name). */
  website: z.string(),
  website_id: z.number().int(),
  group_id: z.number().int().nullable(),
  revenue: z.string(),
  /** Change against the day before, in percent; null when the day before had no revenue. */
  change: z.number().nullable(),
});
export type YesterdayRow = z.infer<typeof yesterdayRowSchema>;
export const yesterdayListSchema = z.object({ count: z.number().int(), results: z.array(yesterdayRowSchema) });
