import { endpoint } from './endpoint.js';
import { listSchema } from './common.js';
import { logListQuerySchema, logSchema } from './audit.js';

/** The audit log (`/api/logs/?user=`), newest first, within the caller's user scope; the API writes it, nobody edits it. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/logs/',
    operationId: 'listLogs',
    summary: 'List audit log entries',
    tags: ['audit'],
    resource: 'logs',
    access: { permission: 'access.view_log' },
    query: logListQuerySchema,
    response: listSchema(logSchema),
  }),
};
