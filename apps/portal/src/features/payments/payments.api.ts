import { invoiceListEndpoints, walletEndpoints, type QueryIn } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';

/** The invoices shown a page. */
export const invoicesPageSize = 15;
/** Every wallet of the user's websites in one read (a network's few dozen): the filter lists them all. */
const walletsLimit = 500;

export type InvoiceListQuery = QueryIn<typeof invoiceListEndpoints.list>;

/** GET /wallets/wallets/: the wallets of the user's websites, and `totals` over all of them. */
export const useWallets = () => useEndpointQuery(walletEndpoints.list, { query: { limit: walletsLimit } });

/** GET /wallets/wallets/{id}/: one website's wallet figures. */
export const useWallet = (id: number | null) =>
  useEndpointQuery(walletEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** GET /wallets/invoices/?wallet&o&page&limit: a page of the user's invoices, newest first, of one wallet or all. */
export function invoiceListQuery(wallet: number | null, page: number): InvoiceListQuery {
  return { o: '-date', page, limit: invoicesPageSize, ...(wallet === null ? {} : { wallet }) };
}
export const useInvoices = (wallet: number | null, page: number) =>
  useEndpointQuery(invoiceListEndpoints.list, { query: invoiceListQuery(wallet, page) }, { keepPrevious: true });

/** GET /wallets/invoices/{id}/: one invoice with its lines (404 outside the user's websites). */
export const useInvoice = (id: number) => useEndpointQuery(invoiceListEndpoints.get, { params: { id } });
