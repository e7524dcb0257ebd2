import { invoiceListEndpoints, walletEndpoints, type QueryIn } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** The wallets list shows 10 a page (docs/product-rules.md#lists). */
export const walletsPageSize = 10;

export type InvoiceListQuery = QueryIn<typeof invoiceListEndpoints.list>;

/**
 * GET /wallets/wallets/?page&search&account: a page of wallets (of one account's websites when
 * `account` is given), and `totals` over every wallet the search finds.
 */
export const useWalletList = (page: number, search: string, account: number | null) =>
  useEndpointQuery(
    walletEndpoints.list,
    { query: { page, search, limit: walletsPageSize, ...(account === null ? {} : { account }) } },
    { keepPrevious: true },
  );

/** GET /wallets/accounts/{id}/: a network's or publisher's totals across its websites' wallets. */
export const useAccountTotals = (account: number | null) =>
  useEndpointQuery(walletEndpoints.account, { params: { id: account ?? 0 } }, { enabled: account !== null });

export const useWallet = (id: number) => useEndpointQuery(walletEndpoints.get, { params: { id } });

/** GET /wallets/invoices/?wallet&...: a page of a wallet's invoices. */
export const useInvoiceList = (query: InvoiceListQuery) => useEndpointQuery(invoiceListEndpoints.list, { query }, { keepPrevious: true });

/** PATCH /wallets/invoices/{id}/: refreshes the invoices and the wallets (their figures) afterwards. */
export const useUpdateInvoice = (id: number) => useEndpointMutation(invoiceListEndpoints.update, { params: { id } });
