import { apiBase, fillPath, type EndpointSpec } from '@pubdesk/contract';
import { api } from '@pubdesk/ui/api';
import type { Query } from '@pubdesk/ui/api';
import { saveFile } from './save-file';

/**
 * Downloads a report or a list as the API makes it (`?format=csv` or `xlsx`): the whole filtered
 * range (a report with its totals), exactly the figures of the table.
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
