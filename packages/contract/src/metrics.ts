import { z } from 'zod';
import { serveMetricFields, type ServeMetricField } from './imports.js';
import { activeStatusSchema, pageQuerySchema, prioritySchema, requiredText, settingStatuses, shortnameSchema } from './common.js';

/*
 * System metrics are the figures a statistic row holds for one data item and day; they are fixed
 * by the product (reports add and compare them). Serve metrics are the named sources of those
 * figures in a demand source's reports (an Ad Exchange revenue column, an AniView impressions
 * field, ...); a data item ticks the ones it is served with.
 */

export interface SystemMetric {
  name: string;
  display: string;
  /** Prefix symbol shown before the value ('' for counts). */
  sign: string;
}
export const systemMetrics = [
  { name: 'requests', display: 'Requests', sign: '' },
  { name: 'impressions', display: 'Impressions', sign: '' },
  { name: 'viewable_impressions', display: 'Viewable Impressions', sign: '' },
  { name: 'viewable_rate', display: 'Viewable Rate', sign: '%' },
  { name: 'clicks', display: 'Clicks', sign: '' },
  { name: 'ctr', display: 'CTR', sign: '%' },
  { name: 'fill_rate', display: 'Fill Rate', sign: '%' },
  { name: 'cpm', display: 'CPM', sign: '$' },
  { name: 'revenue', display: 'Revenue', sign: '$' },
] as const satisfies readonly SystemMetric[];
export type SystemMetricName = (typeof systemMetrics)[number]['name'];

/** `GET /system/metrics/`: the metric names in order, their labels and their signs. */
export const systemMetricsSchema = z.object({
  schema: z.array(z.string()),
  display: z.record(z.string(), z.string()),
  signs: z.record(z.string(), z.string()),
});
export type SystemMetrics = z.infer<typeof systemMetricsSchema>;

/** Serve-metric types, in the order and blocks of the data item's checkbox grid. */
export const serveMetricTypes = ['adsense', 'adserver', 'adexchange', 'total', 'aniview', 'netlink', 'custom'] as const;
export type ServeMetricType = (typeof serveMetricTypes)[number];
export const serveMetricTypeLabels: Record<ServeMetricType, string> = {
  adsense: 'Ad Sense',
  adserver: 'Ad Server',
  adexchange: 'Ad Exchange',
  total: 'Total',
  aniview: 'AniView',
  netlink: 'Netlink',
  custom: 'Custom',
};
/** The grid's two blocks: Ad Sense, Ad Server, Ad Exchange, Total; AniView, Netlink, Custom. */
export const serveMetricBlocks: readonly (readonly ServeMetricType[])[] = [
  ['adsense', 'adserver', 'adexchange', 'total'],
  ['aniview', 'netlink', 'custom'],
];

export const metricSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortname: z.string(),
  code: z.string(),
  type: z.enum(serveMetricTypes),
  /** The statistic field an import adds the figure to. */
  field: z.enum(serveMetricFields),
  priority: z.number().int(),
  status: z.enum(settingStatuses),
  created_at: z.string(),
});
export type Metric = z.infer<typeof metricSchema>;

const metricFields = z.object({
  name: requiredText(200),
  shortname: shortnameSchema,
  /** The field or column the figure is read from in the source's report. */
  code: requiredText(200),
  type: z.enum(serveMetricTypes, { message: 'Select a valid choice.' }),
  /** Which statistic field the figure adds to; when omitted on create, read from the code (see metricFieldOf). */
  field: z.enum(serveMetricFields, { message: 'Select a valid choice.' }),
  priority: prioritySchema,
  status: activeStatusSchema,
});
/**
 * The statistic field a report column most likely feeds, from its name: revenue and earnings are
 * money, then clicks, viewable impressions, requests (AniView's inventory), else impressions.
 */
export function metricFieldOf(code: string): ServeMetricField {
  const c = code.toUpperCase();
  if (/REVENUE|EARNINGS/.test(c)) return 'revenue';
  if (/CLICK/.test(c)) return 'clicks';
  if (/VIEWABLE/.test(c)) return 'viewable_impressions';
  if (/REQUEST|INVENTORY/.test(c)) return 'requests';
  return 'impressions';
}

export const metricInputSchema = metricFields.extend({
  field: metricFields.shape.field.optional(),
  priority: metricFields.shape.priority.default(0),
  status: metricFields.shape.status.default('active'),
});
export type MetricInput = z.input<typeof metricInputSchema>;
export const metricPatchSchema = metricFields.partial();
export const metricListQuerySchema = pageQuerySchema.extend({
  type: z.enum(serveMetricTypes).optional(),
  status: z.enum(settingStatuses).optional(),
});
