import type { Db } from '../../db/client.js';
import type { Config } from '../../config/env.js';
import { defineFeature } from '../../lib/feature.js';
import { adsTxtJobs } from './ads-txt.jobs.js';
import { adsTxtRoutes } from './ads-txt.routes.js';
import { adsTxtService } from './ads-txt.service.js';

const serviceOf = (db: Db, config: Config) => adsTxtService(db, { allowPrivate: config.PUBDESK_ADS_TXT_PRIVATE });

/**
 * A website's ads.txt: the lines it needs (those of the demand sources its data items name), as
 * a file or JSON, and the check of the file it serves, on demand and daily, behind an SSRF guard
 * (lib/outbound). The portal's Overview warns about websites whose file lacks lines.
 */
export const adsTxtFeature = defineFeature({
  name: 'ads-txt',
  routes: (app) => adsTxtRoutes(serviceOf(app.deps.db, app.deps.config))(app),
  jobs: (deps) => adsTxtJobs(deps, serviceOf(deps.db, deps.config)),
});
