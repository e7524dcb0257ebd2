import type { SQL } from 'drizzle-orm';
import type { ResultOf, ShareType, websiteEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { Transaction } from '../../lib/transaction.js';
import type { GroupTypesRepo } from '../group-types/index.js';
import type { UsersRepo } from '../users/index.js';
import type { WebsitesRepo } from './websites.repo.js';

/*
 * What websites' administration uses of the modules that stand on websites (their tables refer
 * to the websites table): declared here, implemented there, handed in by the wiring
 * (features.ts). So websites stands low and no import runs back up.
 */

type Created = ResultOf<typeof websiteEndpoints.stages>;

/** What the wizard and the demo data write on a new website, each through its module's repository. */
export interface WebsitePartsRepos {
  placementGroups: {
    insert(rows: Array<{ name: string; groupId: number; websiteId: number; status: string }>): Promise<Created['placements']>;
  };
  shares: {
    insertFillRates(rows: Array<{ websiteId: number; groupId: number; rate: string }>): Promise<Created['fill_rates']>;
    insertShares(
      rows: Array<{ type: ShareType; websiteId: number; groupId: number; share: string; networkId: number | null }>,
    ): Promise<Created['shares']>;
  };
  /** Players, each created with all its parts. */
  players: {
    insert(rows: Array<{ name: string; websiteId: number }>): Promise<Created['players']>;
  };
  tags: {
    insert(values: { name: string; code: string; websiteId: number; status: string }): Promise<unknown>;
  };
}

export interface WebsitesPorts {
  /** assignments: the caller's websites, as a condition on `websites` (undefined: every website). */
  websiteCondition(auth: AuthContext): SQL | undefined;
  /** assignments: the users the caller may see, as a condition on `users`. */
  userCondition(auth: AuthContext): SQL | undefined;
  /** placement-groups, shares, players and tags: their repositories, on a connection or a transaction. */
  placementGroups(db: Db): WebsitePartsRepos['placementGroups'];
  shares(db: Db): WebsitePartsRepos['shares'];
  players(db: Db): WebsitePartsRepos['players'];
  tags(db: Db): WebsitePartsRepos['tags'];
}

/** The repositories websites' services write through; the wizard writes them all in one transaction. */
export interface WebsitesRepos extends WebsitePartsRepos {
  websites: WebsitesRepo;
}

/** What websites' services are built from (websites.feature.ts builds it once). */
export interface WebsitesDeps extends WebsitesRepos {
  /** The users a website is assigned to, and the formats the wizard names (modules below websites). */
  users: UsersRepo;
  groupTypes: GroupTypesRepo;
  transaction: Transaction<WebsitesRepos>;
  websiteCondition: WebsitesPorts['websiteCondition'];
  userCondition: WebsitesPorts['userCondition'];
}
