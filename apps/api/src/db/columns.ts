import { numeric } from 'drizzle-orm/pg-core';

/**
 * Money as the statistics, invoices and the wallets' ledger keep it: exact, six decimals (a
 * stage's share of a fraction of a cent is still counted), 0 by default. Twenty-four digits before
 * the point: a row takes at most fourteen (the contract's), and the rollups, invoices and ledger
 * hold sums of rows, which at twenty digits a few rows could overflow (a month's invoicing of
 * every website failed with one website's sum).
 */
export const moneyColumn = (name: string) => numeric(name, { precision: 30, scale: 6 }).notNull().default('0');
