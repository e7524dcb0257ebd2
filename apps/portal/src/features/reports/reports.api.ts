import { statisticOverviewEndpoints, type BreakdownDimension, type QueryIn } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';
import type { DateRange } from '@pubdesk/ui/dates';

export type DaysQuery = QueryIn<typeof statisticOverviewEndpoints.days>;

/** Reports show 30 days a page, as the console's report cards do; a breakdown 10 rows. */
export const DAYS_PAGE_SIZE = 30;
export const BREAKDOWN_PAGE_SIZE = 10;

/**
 * The days of a range over every website of the user's scope, newest first. Active statistics
 * only, as the Overview's figures and the invoices count them: a suspended day is not paid.
 */
export const daysQuery = ([start, end]: DateRange, page: number): DaysQuery => ({
  start_date: start,
  end_date: end,
  status: 'active',
  page,
  limit: DAYS_PAGE_SIZE,
});

/** GET /statistics/days/: a page of days at the user's stage, and the range's totals. */
export const useDays = (query: DaysQuery) => useEndpointQuery(statisticOverviewEndpoints.days, { query }, { keepPrevious: true });

/** GET /statistics/breakdown/?by=: a page of websites, formats or publishers over the range, highest revenue first. */
export const useBreakdown = (by: BreakdownDimension, [start, end]: DateRange, page: number) =>
  useEndpointQuery(
    statisticOverviewEndpoints.breakdown,
    { query: { by, start_date: start, end_date: end, status: 'active', page, limit: BREAKDOWN_PAGE_SIZE } },
    { keepPrevious: true },
  );
