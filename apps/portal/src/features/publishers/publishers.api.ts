import { assignmentEndpoints, statisticOverviewEndpoints, websiteEndpoints } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';
import type { DateRange } from '@pubdesk/ui/dates';

/** Enough for any network's publishers, and for a publisher's websites, in one read. */
const everyRow = 1000;

/** GET /assigned/?role=publisher: the network's assignments that name a publisher (a publisher may be named by several). */
export const usePublisherAssignments = () => useEndpointQuery(assignmentEndpoints.list, { query: { role: 'publisher', limit: everyRow } });

/** GET /websites/?publisher=: the publisher's websites the network sees. */
export const usePublisherWebsites = (publisher: number) =>
  useEndpointQuery(websiteEndpoints.list, { query: { publisher, limit: everyRow } });

/** GET /statistics/breakdown/?by=publisher: each publisher's figures over the range, at the network's stage. */
export const useRevenueByPublisher = ([start, end]: DateRange) =>
  useEndpointQuery(statisticOverviewEndpoints.breakdown, {
    query: { by: 'publisher', start_date: start, end_date: end, limit: everyRow, o: '-revenue' },
  });
