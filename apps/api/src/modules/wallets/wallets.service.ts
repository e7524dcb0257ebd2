import type { AccountTotals, Wallet } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { userInScope, websiteScope } from '../assignments/index.js';
import { walletsRepo } from './wallets.repo.js';

/** Wallets in the caller's website scope, with figures summed from the ledger; an account's totals. */
export function walletsService(db: Db) {
  const repo = walletsRepo(db);
  return {
    async list(auth: AuthContext, q: { account?: number; website?: number; search?: string }, window: PageWindow) {
      const page = await repo.listWallets({ scope: websiteScope(auth), ...q }, window);
      return { count: page.count, results: page.rows satisfies Wallet[] };
    },
    async get(auth: AuthContext, id: number): Promise<Wallet> {
      const row = await repo.findWallet(id, websiteScope(auth));
      if (!row) throw notFound();
      return row;
    },
    /** A network's or publisher's totals across the wallets the caller sees; another tenant's account is 404. */
    async account(auth: AuthContext, account: number): Promise<AccountTotals> {
      if (!(await userInScope(db, auth, account))) throw notFound();
      const [totals] = await repo.accountTotals(account, websiteScope(auth));
      return { account, ...totals! };
    },
  };
}
