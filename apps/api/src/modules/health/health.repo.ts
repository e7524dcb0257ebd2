import type { Database } from '../../db/client.js';

/** The one query of the probes: readiness asks the database to answer. */
export function healthRepo(database: Pick<Database, 'query'>) {
  return {
    async ping(): Promise<void> {
      await database.query('select 1');
    },
  };
}
