import type { AccountTotals, Wallet } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import type { WalletsRepo } from './wallets.repo.js';

/** What the wallets' service is built from: its repository, and the user scope check (assignments). */
export interface WalletsServiceDeps {
  wallets: WalletsRepo;
  /** Whether the user is in the caller's scope. */
  userInScope: (auth: AuthContext, userId: number) => Promise<boolean>;
}

/** Wallets in the caller's website scope, with figures summed from the ledger; an account's totals. */
export function walletsService({ wallets: repo, userInScope }: WalletsServiceDeps) {
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
      if (!(await userInScope(auth, account))) throw notFound();
      return { account, ...(await repo.totals({ scope: websiteScope(auth), account })) };
    },
  };
}
