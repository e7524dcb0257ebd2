import {
  bankAccountEndpoints,
  invoiceListEndpoints,
  statisticOverviewEndpoints,
  walletEndpoints,
  websiteAdsTxtEndpoints,
  websiteEndpoints,
  type BreakdownDimension,
} from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';
import { shiftDay, type DateRange } from '@pubdesk/ui/dates';

/** The top tables show the month's 5 best. */
export const TOP_COUNT = 5;

/** GET /statistics/summary/: revenue and impressions of today, yesterday, 7 days and the month, at the user's stage. */
export const useSummary = (enabled: boolean) => useEndpointQuery(statisticOverviewEndpoints.summary, {}, { enabled });

/** GET /statistics/days/: the last 30 days through today, oldest first (the chart), active statistics as the summary counts. */
export const useLast30Days = (today: string, enabled: boolean) =>
  useEndpointQuery(
    statisticOverviewEndpoints.days,
    { query: { start_date: shiftDay(today, -29), end_date: today, status: 'active', o: 'date', limit: 31 } },
    { enabled },
  );

/** GET /statistics/breakdown/: the range's best websites or formats by the user's revenue. */
export const useTop = (by: BreakdownDimension, [start, end]: DateRange, enabled: boolean) =>
  useEndpointQuery(
    statisticOverviewEndpoints.breakdown,
    { query: { by, start_date: start, end_date: end, status: 'active', limit: TOP_COUNT } },
    { enabled },
  );

/** GET /wallets/invoices/?status=paid&o=-date&limit=1: the latest paid invoice. */
export const useLastPaidInvoice = (enabled: boolean) =>
  useEndpointQuery(
    invoiceListEndpoints.list,
    { query: { status: 'paid', o: '-date', limit: 1 } },
    { enabled, select: (list) => list.results[0] ?? null },
  );

/** GET /wallets/wallets/: the totals of every wallet of the user's websites (paid and due). */
export const useWalletTotals = (enabled: boolean) =>
  useEndpointQuery(walletEndpoints.list, { query: { limit: 1 } }, { enabled, select: (list) => list.totals });

/** GET /websites/?status=pending: how many of the user's websites wait for approval. */
export const usePendingWebsites = (enabled: boolean) =>
  useEndpointQuery(websiteEndpoints.list, { query: { status: 'pending', limit: 1 } }, { enabled, select: (list) => list.count });

/** GET /bankaccounts/{me}/: the user's payout details. */
export const useBankAccount = (userId: number | null) =>
  useEndpointQuery(bankAccountEndpoints.get, { params: { id: userId ?? 0 } }, { enabled: userId !== null });

/** GET /websites/ads_txt/?missing=true: how many of the user's websites' ads.txt lack lines, and the newest of them. */
export const useAdsTxtMissing = (enabled: boolean) =>
  useEndpointQuery(
    websiteAdsTxtEndpoints.checks,
    { query: { missing: 'true', limit: 1 } },
    { enabled, select: (list) => ({ count: list.count, first: list.results[0] ?? null }) },
  );
