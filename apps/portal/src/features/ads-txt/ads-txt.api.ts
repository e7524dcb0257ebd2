import { apiBase, fillPath, websiteAdsTxtEndpoints as endpoints } from '@pubdesk/contract';
import { api, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';
import { saveFile } from '@pubdesk/ui/files';

/** GET /websites/:id/ads_txt/?format=json: the lines the website's ads.txt needs, and the last check of its own file. */
export const useAdsTxtLines = (website: number | null) =>
  useEndpointQuery(endpoints.get, { params: { id: website ?? 0 }, query: { format: 'json' } }, { enabled: website !== null });

/** POST /websites/:id/ads_txt/check/: reads the website's /ads.txt now (the lines and the Overview's notice refresh after). */
export const useCheckAdsTxt = (website: number) => useEndpointMutation(endpoints.check, { params: { id: website } });

/** GET /websites/:id/ads_txt/: the file as the server writes it, saved as ads.txt. */
export async function downloadAdsTxt(website: number): Promise<void> {
  const blob = await api.download(apiBase + fillPath(endpoints.get.path, { id: website }));
  saveFile(blob, 'ads.txt');
}
