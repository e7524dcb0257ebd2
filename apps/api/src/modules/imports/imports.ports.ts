import type { SQL } from 'drizzle-orm';
import type { ServeMetricField } from '@pubdesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { JobKind } from '../../lib/jobs/index.js';

/*
 * What imports use of statistics: the days a run writes, the refresh requests it carries out and
 * the demo world's figures. Statistics stand on the data items imports map rows to, at the top
 * of the house; declared here, implemented there and handed in by the wiring (features.ts), they
 * keep imports beside statistics instead of a floor above them.
 */

/** A day's figures as a demand source reports them for one data item (the revenue a decimal string). */
export interface DemoDayFigures {
  requests: number;
  impressions: number;
  viewable_impressions: number;
  clicks: number;
  revenue: string;
}

/** The measured days an import writes, on a connection or a transaction. */
export interface ImportedStatistics {
  /** Replaces the day's figures of the data items with `figures` (a select of their sums); answers the rows written. */
  replaceDay(
    date: string,
    dataIds: readonly number[],
    figures: SQL,
    complete: boolean,
    kept?: readonly ServeMetricField[],
  ): Promise<number>;
  /** Works the day's rows of the data items out again with the shares in force now. */
  recompute(dataIds: readonly number[], date: string): Promise<number>;
}

/** A refresh request: import one day of the data items under a data item, placement group or website. */
export interface RefreshRequest {
  /** A share recomputation's request (`share`, `supplier_share`) is walked by the statistics, never imported. */
  scope: 'data' | 'placement' | 'website' | 'share' | 'supplier_share';
  target: number;
  date: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  requestedBy: number | null;
}

/** The refresh requests imports carry out. */
export interface RefreshRequests {
  find(token: string): Promise<RefreshRequest | null>;
  setState(token: string, state: RefreshRequest['state'], reason?: string | null): Promise<void>;
  /** The data items a request covers, with their demand source's kind (an automatic one is asked for figures). */
  items(
    scope: RefreshRequest['scope'],
    target: number,
  ): Promise<Array<{ dataId: number; supplierId: number; supplierType: 'manual' | 'automatic' }>>;
}

export interface ImportsPorts {
  statistics(db: Db): ImportedStatistics;
  refreshes(db: Db): RefreshRequests;
  /** The job kind of a refresh request: statistics queue it, imports do it. */
  refreshStatistics: JobKind<{ token: string }>;
  /** The demo world's figures of a data item on a day (the demo seed wrote the same). */
  demoFigures(dataId: number, date: string): DemoDayFigures;
}

/** What imports' runner, service and jobs are built from (imports.feature.ts builds it). */
export interface ImportsDeps extends ImportsPorts {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}
