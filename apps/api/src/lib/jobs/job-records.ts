import type { JobState } from '@pubdesk/contract';
import type { BossDb } from './boss-db.js';

/** pg-boss's job states, in its order (the contract declares them for the jobs list). */
export { jobStates, type JobState } from '@pubdesk/contract';

/** One job as `GET /api/jobs/` shows it: no payload and no output (they may hold what a handler needed). */
export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  singleton_key: string | null;
  created_at: string;
  /** When it may run (next): later than created_at for a retry waiting out its delay. */
  start_after: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface JobFilter {
  state?: JobState;
  name?: string;
}

/** Timestamps as ISO text in SQL: node-postgres hands them over as Dates, PGlite (here) as text. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columns = `id::text as id, name, state::text as state, retry_count, retry_limit, singleton_key,
  ${iso('created_on')} as created_at, ${iso('start_after')} as start_after,
  ${iso('started_on')} as started_at, ${iso('completed_on')} as completed_at, created_on`;

/**
 * The jobs of the live table and of the archive (pg-boss moves finished jobs there after
 * twelve hours and deletes them after a week), newest first. pg-boss's own queues (cron
 * dispatch) are left out.
 */
export async function listJobRecords(
  db: BossDb,
  schema: string,
  filter: JobFilter,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: JobRecord[] }> {
  const params: unknown[] = [];
  const where = [`name not like '\\_\\_pgboss\\_\\_%'`];
  if (filter.state) where.push(`state = $${params.push(filter.state)}::${schema}.job_state`);
  if (filter.name) where.push(`name = $${params.push(filter.name)}`);
  const condition = where.join(' and ');
  const both = `select ${columns} from ${schema}.job where ${condition} union all select ${columns} from ${schema}.archive where ${condition}`;
  const [counted] = (await db.executeSql(`select count(*)::int as n from (${both}) j`, params)).rows as Array<{ n: number }>;
  const page = await db.executeSql(
    `select * from (${both}) j order by created_on desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  const results = (page.rows as Array<JobRecord & { created_on?: unknown }>).map(({ created_on: _, ...record }) => record);
  return { count: counted?.n ?? 0, results };
}
