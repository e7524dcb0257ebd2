import { defineFeature, type Feature } from '../../lib/feature.js';
import { importsJobs } from './imports.jobs.js';
import type { ImportsPorts } from './imports.ports.js';
import { importsRoutes } from './imports.routes.js';

/**
 * Revenue imports: each demand source's figures read from its platform (or a file) into the
 * statistics, which come in as ports, from the wiring.
 */
export function importsFeature(ports: ImportsPorts): Feature {
  return defineFeature({
    name: 'imports',
    routes: (app) => importsRoutes(app, ports),
    jobs: (deps) => importsJobs(deps, ports),
  });
}
