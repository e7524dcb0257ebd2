import { apiBase, fillPath, type EndpointSpec } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { Query } from '../../lib/http';
import { saveFile } from '../../lib/save-file';

/**
 * Downloads a report as the API makes it (`?format=csv` or `xlsx`): the whole filtered range with
 * its totals, exactly the figures of the table.
 */
export async function downloadReport(
  endpoint: EndpointSpec,
  params: Record<string, unknown> | undefined,
  query: object,
  format: 'csv' | 'xlsx',
  fileStem: string,
): Promise<void> {
  const blob = await api.download(apiBase + fillPath(endpoint.path, params), {
    query: { ...(query as Query), format, page: undefined, offset: undefined },
  });
  saveFile(blob, `${fileStem}.${format}`);
}
