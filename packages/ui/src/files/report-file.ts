import { apiBase, fillPath, type EndpointSpec } from '@pubdesk/contract';
import { api, type Query } from '../api';
import { saveFile } from './save-file';

/** The file formats the API makes of a report or a list. */
export type ReportFormat = 'csv' | 'xlsx';

/**
 * Downloads a report or a list as the API makes it (`?format=csv` or `xlsx`): the whole filtered
 * range (a report with its totals), exactly the figures of the table.
 */
export async function downloadReport(
  endpoint: EndpointSpec,
  params: Record<string, unknown> | undefined,
  query: object,
  format: ReportFormat,
  fileStem: string,
): Promise<void> {
  const blob = await api.download(apiBase + fillPath(endpoint.path, params), {
    query: { ...(query as Query), format, page: undefined, offset: undefined },
  });
  saveFile(blob, `${fileStem}.${format}`);
}
