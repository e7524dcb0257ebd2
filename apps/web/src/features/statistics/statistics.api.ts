import {
  placementGroupDataEndpoints,
  refreshEndpoints,
  statisticEndpoints,
  statisticReportEndpoints,
  type QueryIn,
} from '@pubdesk/contract';
import { useEndpointAction, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** The report cards: every report endpoint but the two totals. */
export type ReportMode = Exclude<keyof typeof statisticReportEndpoints, 'groupTotals' | 'websiteTotals'>;
export type ReportQuery = QueryIn<typeof statisticReportEndpoints.website>;
export type StatisticListQuery = QueryIn<typeof statisticEndpoints.list>;
export type StatisticSearchQuery = QueryIn<typeof statisticEndpoints.search>;

/** GET /statistics/{groups|user_groups|websites|user_websites|suppliers}/{id}/: a page of days and the range's totals. */
export const useReport = (mode: ReportMode, id: number | null, query: ReportQuery) =>
  useEndpointQuery(statisticReportEndpoints[mode], { params: { id: id ?? 0 }, query }, { enabled: id !== null, keepPrevious: true });

/** GET /data_statistics/: a data item's rows (or several items') and their totals. */
export const useStatisticList = (query: StatisticListQuery, enabled = true) =>
  useEndpointQuery(statisticEndpoints.list, { query }, { enabled, keepPrevious: true });

/** GET /data_statistics/search/: a row per data item over the range. */
export const useStatisticSearch = (query: StatisticSearchQuery, enabled: boolean) =>
  useEndpointQuery(statisticEndpoints.search, { query }, { enabled, keepPrevious: true });

export const useStatistic = (id: number | null) =>
  useEndpointQuery(statisticEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useCreateStatistic = () => useEndpointMutation(statisticEndpoints.create);
export const useUpdateStatistic = (id: number) => useEndpointMutation(statisticEndpoints.update, { params: { id } });
export const useDeleteStatistic = () => useEndpointDelete(statisticEndpoints.remove);

/** A data item's name and ids (the edit modal's title, the new-statistics page). */
export const useDataItem = (id: number | null) =>
  useEndpointQuery(placementGroupDataEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** The three refresh requests (`mutate({ body })`): each answers a token to track. */
export const useRequestDataRefresh = () => useEndpointAction(refreshEndpoints.data);
export const useRequestPlacementRefresh = () => useEndpointAction(refreshEndpoints.placement);
export const useRequestWebsiteRefresh = () => useEndpointAction(refreshEndpoints.website);
