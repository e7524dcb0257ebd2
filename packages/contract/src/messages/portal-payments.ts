/*
 * The portal's Payments screens: a network's or publisher's wallets and invoices (read only), and
 * one invoice as a document to download or print. Columns, figures and statuses reuse `wallets.*`.
 */
export const portalPaymentsMessages = {
  /** The wallet filter above the invoices: every website's, or one website's wallet. */
  wallet: 'Website',
  allWallets: 'All websites',
  invoice: {
    title: 'Invoice {id}',
    back: 'All invoices',
    /** The document's parts: what it is, its lines (a month or an adjustment each), its totals. */
    details: 'Invoice details',
    lines: 'Lines',
    downloadCsv: 'Download CSV',
  },
} as const;
