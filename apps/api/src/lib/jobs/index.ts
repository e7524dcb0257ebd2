export {
  defineJob,
  jobKind,
  type AnyJobDefinition,
  type JobDefinition,
  type JobKind,
  type JobRun,
  type JobSpec,
} from './job-definition.js';
export { createJobQueue, type JobQueue, type JobQueueOptions, type SendOptions } from './job-queue.js';
export { jobStates, type JobFilter, type JobRecord, type JobState } from './job-records.js';
