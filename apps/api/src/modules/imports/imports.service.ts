import {
  format,
  isStaffRole,
  maxStatisticsRangeDays,
  messages,
  serveMetricFields,
  type BodyOf,
  type importEndpoints,
  type ImportRun,
  type QueryOf,
  type ServeMetricField,
} from '@pubdesk/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, parseFields } from '../../lib/field-checks.js';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import type { JobQueue } from '../../lib/jobs/index.js';
import type { PageWindow } from '../../lib/pagination.js';
import { dayIn } from '../../lib/report-days.js';
import { readUploadStream } from '../../lib/uploads.js';
import { assertWritableDay, writableDays } from '../../lib/writable-days.js';
import { websiteScope } from '../assignments/index.js';
import { CsvImportError, readImportCsv } from './import-csv.js';
import { importRun } from './imports.jobs.kinds.js';
import { uploadMapper } from './imports.mapping.js';
import { importsRepo, type StagedRow } from './imports.repo.js';
import type { ImportsDeps } from './imports.ports.js';
import { importRunner, STALE_MS } from './imports.runner.js';
import { sourcesRepo } from './sources.repo.js';

const text = messages.imports;
const MB = 1024 * 1024;
const uploadFields = z.object({ supplier: z.coerce.number().int().min(1).max(2147483647) });

/** Imports are staff work: networks and publishers see their figures in reports, not the runs. */
function staffOnly(auth: AuthContext): void {
  if (!isStaffRole(auth.user.role)) throw forbidden(text.staffOnly, 'staff_only');
}

/**
 * Runs of imports: the list, a backfill or a retry (queued for the job queue), and a CSV
 * upload (checked line by line, then written before the answer).
 */
export function importsService(deps: ImportsDeps, jobs: Pick<JobQueue, 'send'>) {
  const db: Db = deps.db;
  const runs = importsRepo(db);
  const sources = sourcesRepo(db);
  const view = async (id: number): Promise<ImportRun> => (await runs.view(id))!;

  async function queue(values: Parameters<typeof runs.insert>[0]): Promise<ImportRun> {
    const run = await runs.insert(values);
    await jobs.send(importRun, { runId: run.id });
    return view(run.id);
  }

  /**
   * The source's data items a run of `auth`'s may write (of `within`, when given): all of them
   * (null, or `within`) for a caller who sees every website; for an account manager or an ad
   * operation, those on the websites assigned to them (statistics writes follow row scope), and
   * none is a 400 on `field`.
   */
  async function itemsFor(auth: AuthContext, supplierId: number, within: number[] | null, field: string): Promise<number[] | null> {
    const scope = websiteScope(auth);
    if (!scope) return within;
    const ids = (await sources.items(supplierId, within, scope)).map((item) => item.dataId);
    if (ids.length === 0) throw fieldError(field, text.noItemsInScope);
    return ids;
  }

  return {
    async list(auth: AuthContext, query: QueryOf<typeof importEndpoints.list>, window: PageWindow) {
      staffOnly(auth);
      // A run's unmatched keys are the platform's or the uploader's rows, which may name websites
      // outside a scoped caller's: they see their own runs' keys only.
      const keysOnlyOf = websiteScope(auth) ? auth.user.id : undefined;
      return runs.list({ supplierId: query.supplier, state: query.state }, window, keysOnlyOf);
    },

    async backfill(auth: AuthContext, body: BodyOf<typeof importEndpoints.backfill>): Promise<ImportRun> {
      staffOnly(auth);
      // Its days are written as statistics: days that have happened, at most ten years back.
      const today = dayIn(deps.config.REPORT_TZ);
      assertWritableDay('start', body.start, today);
      assertWritableDay('end', body.end, today);
      const source = await sources.find(body.supplier);
      if (!source) throw missingId('supplier', body.supplier);
      if (source.type !== 'automatic') throw fieldError('supplier', text.notAutomatic);
      // A demo-world source is answered by the demo figures, with or without an API.
      if (!source.demo && !source.api) throw fieldError('supplier', text.noApi);
      return queue({
        supplierId: source.id,
        apiId: source.api?.id ?? null,
        start: body.start,
        end: body.end,
        trigger: 'backfill',
        dataIds: await itemsFor(auth, source.id, null, 'supplier'),
        requestedBy: auth.user.id,
      });
    },

    async retry(auth: AuthContext, id: number): Promise<ImportRun> {
      staffOnly(auth);
      const run = await runs.find(id);
      if (!run) throw notFound();
      // An upload's file is gone once it was read: upload it again instead.
      if ((run.state !== 'failed' && run.state !== 'partial') || run.trigger === 'upload') {
        throw new HttpError(400, { detail: text.notRetryable });
      }
      return queue({
        supplierId: run.supplierId,
        apiId: run.apiId,
        start: run.start,
        end: run.end,
        trigger: run.trigger,
        dataIds: await itemsFor(auth, run.supplierId, run.dataIds, 'id'),
        requestedBy: auth.user.id,
      });
    },

    /**
     * A CSV file of a source's figures: streamed through the checks into the staging table, the
     * run holding the source like any import. One bad line refuses the file and leaves nothing
     * (the run is removed); a good file's days are written, each in its own transaction.
     */
    async upload(auth: AuthContext, request: FastifyRequest): Promise<ImportRun> {
      staffOnly(auth);
      const maxBytes = deps.config.IMPORT_MAX_MB * MB;
      const upload = await readUploadStream(request, { field: 'file', maxBytes });
      let runId: number | null = null;
      try {
        const fields = parseFields(uploadFields, upload.fields);
        const source = await sources.find(fields.supplier);
        if (!source) throw missingId('supplier', fields.supplier);
        const today = dayIn(deps.config.REPORT_TZ);
        const run = await runs.insert({
          supplierId: source.id,
          apiId: source.api?.id ?? null,
          start: today,
          end: today,
          trigger: 'upload',
          requestedBy: auth.user.id,
        });
        runId = run.id;
        // A run of the source dead with its process (an upload killed mid-file) is failed first, as a
        // job's claim fails it: otherwise a manual source, which no job ever claims, stayed busy for ever.
        const claimed = await runs.claim(run, new Date(Date.now() - STALE_MS), text.interrupted);
        if (!claimed) throw new HttpError(409, { detail: text.busy });
        // A row naming a data item on a website outside the caller's scope is not matched, as an
        // unknown key is not: statistics writes follow row scope.
        const map = uploadMapper(await sources.items(source.id, null, websiteScope(auth)));
        let first = '9999-12-31';
        let last = '0000-01-01';
        // The figures the file has no column for: its rows keep what they have of them.
        let kept: ServeMetricField[] | null = null;
        for await (const batch of readImportCsv(upload.stream)) {
          const values = batch[0]?.values;
          kept ??= values ? serveMetricFields.filter((field) => !(field in values)) : null;
          const staged: StagedRow[] = [];
          const unmatchedKeys: string[] = [];
          let matched = 0;
          for (const row of batch) {
            const ids = map(row);
            if (!ids) {
              if (unmatchedKeys.length < 100) unmatchedKeys.push(row.key ?? String(row.dataId));
              continue;
            }
            matched++;
            if (row.date < first) first = row.date;
            if (row.date > last) last = row.date;
            for (const dataId of ids) {
              const v = row.values;
              staged.push({
                date: row.date,
                dataId,
                requests: v.requests ?? '0',
                impressions: v.impressions ?? '0',
                viewable_impressions: v.viewable_impressions ?? '0',
                clicks: v.clicks ?? '0',
                revenue: v.revenue ?? '0',
              });
            }
          }
          await runs.stage(claimed, staged);
          await runs.progress(claimed, batch.length, matched, batch.length - matched, unmatchedKeys);
        }
        const range = first <= last ? { start: first, end: last } : { start: today, end: today };
        // Each month written gets a partition: a file spanning centuries would make hundreds.
        if ((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 >= maxStatisticsRangeDays) {
          throw fieldError('file', format(text.uploadSpan, { days: maxStatisticsRangeDays }));
        }
        const writable = writableDays(today);
        if (range.start < writable.first || range.end > writable.last) throw fieldError('file', format(text.uploadDays, writable));
        await runs.update(run.id, range);
        runId = null; // checked: from here the run is the record of what was written
        await importRunner(deps).writeUpload({ ...run, ...claimed, ...range }, source, kept ?? []);
        return await view(run.id);
      } catch (error) {
        upload.stream.destroy();
        // Nothing of a refused file stays: not its rows, not its run.
        if (runId !== null) await runs.remove(runId);
        // The message names the line and the column (import-csv.ts).
        if (error instanceof CsvImportError) throw fieldError('file', error.message);
        throw error;
      }
    },
  };
}
