/** The Payments screen (route 'payments'), filtered to one account's wallets (route 'wallets', query account). */
export function walletsPath(account?: number): string {
  return account === undefined ? '/payments' : `/payments?account=${account}`;
}

/** A wallet's invoices (route 'payment', param id). */
export function invoicesPath(walletId: number): string {
  return `/payments/${walletId}`;
}
