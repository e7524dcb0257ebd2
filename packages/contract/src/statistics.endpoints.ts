import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  dashboardGraphQuerySchema,
  dashboardRowSchema,
  dashboardYesterdayQuerySchema,
  groupTotalsQuerySchema,
  refreshDataSchema,
  refreshPlacementSchema,
  refreshJobSchema,
  refreshTokenParamSchema,
  refreshTokenSchema,
  refreshWebsiteSchema,
  revenueSummarySchema,
  statisticBreakdownQuerySchema,
  statisticBreakdownSchema,
  statisticDaysQuerySchema,
  statisticInputSchema,
  statisticListQuerySchema,
  statisticListSchema,
  statisticMetricsSchema,
  statisticPatchSchema,
  statisticReportQuerySchema,
  statisticReportSchema,
  statisticSchema,
  statisticSearchQuerySchema,
  statisticSearchSchema,
  websiteTotalsQuerySchema,
  yesterdayListSchema,
} from './statistics.js';

const tags = ['statistics'] as const;
const resource = 'statistics';
const itemPath = '/data_statistics/:id/' as const;

/**
 * Daily statistics of data items (`/api/data_statistics/`, the spec's path). A row is written with
 * the shares in force copied onto it and its four stages computed; a network sees the revenue
 * after the platform's share and its own stage, a publisher only what it is paid.
 */
export const statisticEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/data_statistics/',
    operationId: 'listStatistics',
    summary: "List data items' daily statistics, with totals",
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: statisticListQuerySchema,
    response: statisticListSchema,
    description:
      'Rows of data items by day (pgdid, or pgdid_list comma-joined), newest first by default (o=date for oldest), and statistics_sum: the totals of every row the filters match, not only the page. A range spans at most two years.',
  }),
  search: endpoint({
    method: 'GET',
    path: '/data_statistics/search/',
    operationId: 'searchStatistics',
    summary: 'Search statistics: one row per data item over a date range',
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: statisticSearchQuerySchema,
    response: statisticSearchSchema,
    description:
      'One row per data item (with its demand source) over the range, summing its days; latest first by default. statistics_sum totals every row the filters match.',
  }),
  get: endpoint({
    method: 'GET',
    path: itemPath,
    operationId: 'getStatistic',
    summary: 'Get a daily statistics row',
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    params: idParamSchema,
    response: statisticSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/data_statistics/',
    operationId: 'createStatistic',
    summary: "Enter a data item's statistics for a day",
    tags,
    resource,
    access: { permission: 'statistics.add_statistic' },
    body: statisticInputSchema,
    response: statisticSchema,
    status: 201,
    description:
      'One data item and day; revenue is the gross the demand source reported. The shares in force are copied onto the row and its supplier, PMP, platform and network stages computed. A second row for the same day is a 400 on date.',
  }),
  update: endpoint({
    method: 'PATCH',
    path: itemPath,
    operationId: 'updateStatistic',
    summary: 'Update a daily statistics row',
    tags,
    resource,
    access: { permission: 'statistics.change_statistic' },
    params: idParamSchema,
    body: statisticPatchSchema,
    response: statisticSchema,
    description:
      "Changes a row's day, status, completeness or figures; its stages are recomputed from the shares copied when it was written.",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: itemPath,
    operationId: 'deleteStatistic',
    summary: 'Delete a daily statistics row',
    tags,
    resource,
    access: { permission: 'statistics.delete_statistic' },
    params: idParamSchema,
    response: null,
  }),
};

const report = (path: `/${string}`, operationId: string, summary: string, description: string) =>
  endpoint({
    method: 'GET',
    path,
    operationId,
    summary,
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    params: idParamSchema,
    query: statisticReportQuerySchema,
    response: statisticReportSchema,
    description,
  });

const totals = <Q extends typeof groupTotalsQuerySchema | typeof websiteTotalsQuerySchema>(
  path: `/${string}`,
  operationId: string,
  query: Q,
  summary: string,
  description: string,
) =>
  endpoint({
    method: 'GET',
    path,
    operationId,
    summary,
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query,
    response: statisticMetricsSchema,
    description,
  });

/**
 * The report cards: one row per day, read from the rollups (never the raw rows of the range),
 * 30 days a page by default, with statistics_sum over the whole range.
 */
export const statisticReportEndpoints = {
  group: report(
    '/statistics/groups/:id/',
    'placementGroupReport',
    "Get a placement group's daily report",
    "A placement group's days. Staff see the gross and every stage; a network the revenue after the platform's share and its own stage; a publisher what it is paid, no stage.",
  ),
  userGroup: report(
    '/statistics/user_groups/:id/',
    'publisherGroupReport',
    "Get a placement group's daily report as its publisher is paid",
    "A placement group's days as its publisher is paid: revenue after every share.",
  ),
  supplier: report(
    '/statistics/suppliers/:id/',
    'supplierReport',
    "Get a demand source's daily report",
    "A demand source's days on the websites of the caller's scope. Staff only, as demand sources are.",
  ),
  website: report(
    '/statistics/websites/:id/',
    'websiteReport',
    "Get a website's daily report",
    "A website's days. Staff see the gross and every stage; a network the revenue after the platform's share and its own stage; a publisher what it is paid, no stage.",
  ),
  userWebsite: report(
    '/statistics/user_websites/:id/',
    'publisherWebsiteReport',
    "Get a website's daily report as its publisher is paid",
    "A website's days as its publisher is paid: revenue after every share.",
  ),
  groupTotals: totals(
    '/group_totals/',
    'placementGroupTotals',
    groupTotalsQuerySchema,
    "Get a placement group's totals",
    "A placement group's totals (pgid), over the range or all time.",
  ),
  websiteTotals: totals(
    '/user_website_totals/',
    'publisherWebsiteTotals',
    websiteTotalsQuerySchema,
    "Get a website's totals as its publisher is paid",
    "A website's totals as its publisher is paid (revenue after every share), over the range or all time.",
  ),
};

const refresh = <B extends z.ZodType>(scope: string, body: B, what: string) =>
  endpoint({
    method: 'POST',
    path: `/operations/request/${scope}/`,
    operationId: `request${scope[0]!.toUpperCase()}${scope.slice(1)}Refresh`,
    summary: `Request a refresh of ${what} for a day`,
    tags,
    resource,
    access: { permission: 'statistics.change_statistic' },
    body,
    response: refreshTokenSchema,
    status: 202,
    description: `Queues a refresh of ${what} for the day: an automatic demand source is asked for the day's figures, then the rows' stages are recomputed from the shares in force. Answers the token to track it by.`,
  });

/** Refresh requests (`/api/operations/...`): queued as durable jobs, tracked by token. */
export const refreshEndpoints = {
  data: refresh('data', refreshDataSchema, "a data item's statistics"),
  placement: refresh('placement', refreshPlacementSchema, "a placement group's statistics"),
  website: refresh('website', refreshWebsiteSchema, "a website's statistics"),
  get: endpoint({
    method: 'GET',
    path: '/operations/requests/:token/',
    operationId: 'getRefreshRequest',
    summary: 'Get the state of a refresh request',
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    params: refreshTokenParamSchema,
    response: refreshJobSchema,
    description: 'The state of a refresh request: queued, running, done, or failed with the reason.',
  }),
};

const yesterday = (path: `/${string}`, operationId: string, summary: string, description: string) =>
  endpoint({
    method: 'GET',
    path,
    operationId,
    summary,
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: dashboardYesterdayQuerySchema,
    response: yesterdayListSchema,
    description,
  });

/** The dashboard's statistics card and its two yesterday tables, from the rollups. */
export const statisticDashboardEndpoints = {
  graph: endpoint({
    method: 'GET',
    path: '/statistics/dashboard/',
    operationId: 'dashboardStatistics',
    summary: "Get the dashboard's 30-day statistics graph",
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: dashboardGraphQuerySchema,
    response: z.array(dashboardRowSchema),
    description:
      'The last 30 days through today, a row each (days without statistics at zero), for every website in scope or one (website) and every format or one (group); type admin sums the gross, user what publishers are paid.',
  }),
  yesterdayWebsites: yesterday(
    '/statistics/yesterday/websites/',
    'yesterdayWebsites',
    "Rank websites by yesterday's revenue",
    "Websites ranked by yesterday's revenue, with the change against the day before.",
  ),
  yesterdayFormats: yesterday(
    '/statistics/yesterday/ad_formats/',
    'yesterdayAdFormats',
    "Rank websites' formats by yesterday's revenue",
    "Each website's formats ranked by yesterday's revenue, with the change against the day before.",
  ),
};

/**
 * The caller's own figures over every website in their row scope, at their revenue stage: staff
 * the gross (and every stage), a network the revenue after the platform's share (and its own
 * stage), a publisher what it is paid (no stage). The portal's Overview and Reports read them.
 */
export const statisticOverviewEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/statistics/summary/',
    operationId: 'statisticsSummary',
    summary: "Get the caller's revenue and impressions of today, yesterday, the last 7 days and this month",
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    response: revenueSummarySchema,
    description:
      "Active statistics of every website in the caller's scope, at the caller's revenue stage, over days of the reporting time zone: today, yesterday, the last seven days (today included) and this month so far.",
  }),
  days: endpoint({
    method: 'GET',
    path: '/statistics/days/',
    operationId: 'statisticsDays',
    summary: "Get the caller's daily report over every website in scope",
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: statisticDaysQuerySchema,
    response: statisticReportSchema,
    description:
      "One row per day of start_date..end_date (both required, at most two years) summing every website in the caller's scope, or one (website: outside the scope it has no days), and every format or one (group, a group type id; an unknown one is a 400). Revenue at the caller's stage; statistics_sum over the whole range; format=csv or xlsx downloads every day.",
  }),
  breakdown: endpoint({
    method: 'GET',
    path: '/statistics/breakdown/',
    operationId: 'statisticsBreakdown',
    summary: "Break the caller's figures over a date range down by website, format or publisher",
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: statisticBreakdownQuerySchema,
    response: statisticBreakdownSchema,
    description:
      "A row per website (website: its url), format or publisher with statistics in start_date..end_date on the websites of the caller's scope (or one, website), highest revenue first by default. Revenue at the caller's stage; by=publisher is refused to publishers (400 on by). statistics_sum totals every row; format=csv or xlsx downloads them all.",
  }),
};
