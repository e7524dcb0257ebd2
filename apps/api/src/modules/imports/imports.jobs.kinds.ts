import { z } from 'zod';
import { jobKind } from '../../lib/jobs/index.js';

/** Does one import run (its row holds the rest). */
export const importRun = jobKind('imports.run', z.object({ runId: z.number().int().positive() }));

/** Every few minutes: queues the daily run of each automatic source whose schedule time has come. */
export const importSchedule = jobKind('imports.schedule', z.object({}));
