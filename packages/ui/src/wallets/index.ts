/** Wallets and invoices: the invoice table and the figures of a wallet's or the totals' card. */
export { FigureList } from './FigureList';
export { InvoiceTable, type InvoiceTableProps } from './InvoiceTable';
export { money, totalsFigures, walletFigures, type Figure } from './wallet-figures';
