import { z } from 'zod';
import { monthSchema } from '@pubdesk/contract';
import type { JobDeps } from '../../lib/feature.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { dayIn } from '../../lib/report-days.js';
import { generateInvoices, previousMonth } from './invoice-generation.js';

/** The monthly invoices: for `month`, or (the cron's run) the month before today's. */
export const generateInvoicesJob = jobKind('wallets.generate-invoices', z.object({ month: monthSchema.nullable() }));

/**
 * On the 1st of every month, early in the reporting time zone, the previous month's invoices.
 * Idempotent by construction (see generateInvoices): a retry or a second worker makes nothing
 * more. A refusal (the month is before one already invoiced) is not retried.
 */
export function walletsJobs(deps: JobDeps): AnyJobDefinition[] {
  const generate = defineJob(generateInvoicesJob, {
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    singletonKey: ({ month }) => `invoices-${month ?? 'previous'}`,
    schedule: { cron: '0 3 1 * *', payload: { month: null }, tz: deps.config.REPORT_TZ },
    async handler({ month }) {
      const today = dayIn(deps.config.REPORT_TZ);
      const result = await generateInvoices(deps.db, month ?? previousMonth(today), today);
      deps.log.info(result, 'invoices generated');
    },
  });
  return [generate];
}
