// What the wiring uses of jobs: the route that lists them (the queue itself is in lib/jobs).
export { jobsRoutes } from './jobs.routes.js';
export { jobsFeature } from './jobs.feature.js';
