import { format, messages, type ConnectionTest } from '@pubdesk/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { secretBox } from '../../lib/secret-box.js';
import { externalApisRepo } from './external-apis.repo.js';
import { ConnectorError } from './connectors/connector.js';
import { connectorFor } from './connectors/registry.js';

/**
 * "Test connection": signs in with an External API's stored credentials and reads the account.
 * Always a 200 for an API that exists; `ok: false` carries the platform's reason (or what is
 * wrong with the credentials), never the credentials themselves.
 */
export function connectionTestService(db: Db, config: Config) {
  const repo = externalApisRepo(db);
  const box = secretBox(config.secret);
  return {
    async test(typeName: string, id: number): Promise<ConnectionTest> {
      const type = await repo.typeByName(typeName);
      const found = type ? await repo.find(id, type.id) : null;
      if (!type || !found) throw notFound();
      const connector = connectorFor(type.shortname, config);
      if (!connector) return { ok: false, detail: format(messages.imports.noConnector, { type: type.shortname }) };
      const code = box.open(found.row.codeSealed);
      const problem = connector.checkCredentials(code);
      if (problem) return { ok: false, detail: problem };
      try {
        return await connector.test(code);
      } catch (err) {
        if (err instanceof ConnectorError) return { ok: false, detail: err.message };
        throw err;
      }
    },
  };
}
