import { numeric } from 'drizzle-orm/pg-core';

/**
 * Money as the statistics, invoices and the wallets' ledger keep it: exact, six decimals (a
 * stage's share of a fraction of a cent is still counted), 0 by default.
 */
export const moneyColumn = (name: string) => numeric(name, { precision: 20, scale: 6 }).notNull().default('0');
