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
    /** A page of wallets, and the totals of every wallet the filters match (the Payments side card). */
    async list(auth: AuthContext, q: { account?: number; website?: number; search?: string }, window: PageWindow) {
      const filter = { scope: websiteScope(auth), account: q.account, website: q.website, search: q.search };
      const [page, totals] = await Promise.all([repo.listWallets(filter, window), repo.totals(filter)]);
      return { count: page.count, results: page.rows satisfies Wallet[], total: totals.total, totals };
    },
    async get(auth: AuthContext, id: number): Promise<Wallet> {
      const row = await repo.findWallet(id, websiteScope(auth));
      if (!row) throw notFound();
      return row;
    },
    /** A network's or publisher's totals across the wallets the caller sees; another tenant's account is 404. */
    async account(auth: AuthContext, account: number): Promise<AccountTotals> {
      if (!(await userInScope(db, auth, account))) throw notFound();
      return { account, ...(await repo.totals({ scope: websiteScope(auth), account })) };
    },
  };
}
