import { messages, type AdsTxtCheck, type AdsTxtCheckRow as AdsTxtCheckItem, type WebsiteAdsTxt } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteCondition, websiteInScope } from '../assignments/index.js';
import { adsTxtFile } from '../suppliers/index.js';
import { checkAdsTxt } from './ads-txt-check.js';
import { recordKey } from './ads-txt-records.js';
import { adsTxtRepo } from './ads-txt.repo.js';
import type { AdsTxtCheckRow } from './ads-txt.table.js';

/** A website checked this recently answers its stored check again instead of fetching. */
const RECHECK_AFTER_MS = 60_000;
/** On-demand checks running at once in this process; more answer 429 (each may take 5 s). */
const MAX_RUNNING = 4;
const BUSY_RETRY_SECONDS = 5;

export const checkOf = (row: AdsTxtCheckRow): AdsTxtCheck => ({
  checked_at: row.checkedAt.toISOString(),
  url: row.url,
  outcome: row.outcome as AdsTxtCheck['outcome'],
  reason: row.reason as AdsTxtCheck['reason'],
  http_status: row.httpStatus,
  expected: row.expected,
  missing: row.missing,
});

export interface AdsTxtServiceOptions {
  /** config.PUBDESK_ADS_TXT_PRIVATE: fetch from private addresses too (tests' stand-ins, intranets). */
  allowPrivate: boolean;
}

/**
 * A website's ads.txt: the lines of the active demand sources its data items name, in the block
 * format of the demand sources' own file (`/ads/txt/`), and the check of the file the website
 * serves. The website must be in the caller's scope (404 otherwise).
 */
export function adsTxtService(db: Db, options: AdsTxtServiceOptions) {
  const repo = adsTxtRepo(db);
  const inFlight = new Map<number, Promise<void>>();

  /** Checks one website now and stores what was found (the job and the button both come here). */
  const runCheck = async (website: { id: number; url: string }): Promise<void> => {
    const lines = await repo.linesOfWebsite(website.id);
    const finding = await checkAdsTxt(
      website.url,
      lines.map((l) => l.text),
      options.allowPrivate,
    );
    await repo.saveCheck({ websiteId: website.id, checkedAt: new Date(), ...finding });
  };

  const linesWithCheck = async (websiteId: number): Promise<WebsiteAdsTxt> => {
    const [lines, row] = await Promise.all([repo.linesOfWebsite(websiteId), repo.check(websiteId)]);
    const read = row !== null && row.outcome !== 'failed';
    const present = new Set(row?.presentKeys ?? []);
    return {
      lines: lines.map((l) => {
        const key = recordKey(l.text);
        return { supplier: l.name, text: l.text, present: read && key !== null ? present.has(key) : null };
      }),
      check: row ? checkOf(row) : null,
    };
  };

  return {
    runCheck,

    /** The file's text. */
    async file(auth: AuthContext, websiteId: number): Promise<string> {
      await websiteInScope(db, auth, websiteId);
      return adsTxtFile(await repo.linesOfWebsite(websiteId));
    },

    /** The same lines as JSON, each with its source's name and whether the last check found it. */
    async lines(auth: AuthContext, websiteId: number): Promise<WebsiteAdsTxt> {
      await websiteInScope(db, auth, websiteId);
      return linesWithCheck(websiteId);
    },

    /**
     * Checks the website's file now, unless it was checked in the last minute; a second request
     * while one runs waits for it. At most MAX_RUNNING at once: a caller with many websites
     * cannot make the server fetch them all in parallel.
     */
    async check(auth: AuthContext, websiteId: number): Promise<WebsiteAdsTxt> {
      const website = await websiteInScope(db, auth, websiteId);
      const recent = () => repo.checkedSince(websiteId, new Date(Date.now() - RECHECK_AFTER_MS));
      if (!(await recent())) {
        // Looked up after the last await: requests arriving together share one fetch.
        let run = inFlight.get(websiteId);
        if (!run) {
          if (inFlight.size >= MAX_RUNNING) throw tooManyRequests(messages.api.adsTxtBusy, BUSY_RETRY_SECONDS);
          // Asked again inside the shared run: a request that read "not checked" just before
          // another's check was saved (and its run ended) would otherwise fetch a second time
          // (on PostgreSQL the reads run side by side).
          run = (async () => {
            if (!(await recent())) await runCheck(website);
          })().finally(() => inFlight.delete(websiteId));
          inFlight.set(websiteId, run);
        }
        await run;
      }
      return linesWithCheck(websiteId);
    },

    /** The last checks of the caller's websites. */
    async checks(auth: AuthContext, filter: { missing?: boolean; website?: number }, window: PageWindow) {
      const { count, rows } = await repo.listChecks(websiteCondition(auth), filter, window);
      const results: AdsTxtCheckItem[] = rows.map(({ check, websiteName }) => ({
        ...checkOf(check),
        website: check.websiteId,
        website_name: websiteName,
      }));
      return { count, results };
    },
  };
}

export type AdsTxtService = ReturnType<typeof adsTxtService>;
