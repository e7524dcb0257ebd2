import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  fillPath,
  userEndpoints,
  whitelabelEndpoints as endpoints,
  type ResponseOf,
  type WhitelabelImageField,
} from '@pubdesk/contract';
import { api, invalidateAfter, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** Lists show 10 per page; lookups load up to 1000. */
export const whitelabelPageSize = 10;
const lookupLimit = 1000;

/** GET /whitelist/?page&limit. */
export const useWhitelistList = (page: number) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: whitelabelPageSize } }, { keepPrevious: true });

/** GET /whitelist/{id}/. */
export const useWhitelist = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** GET /users/?role=network&limit=1000: the network dropdown (under the users' cache root). */
export const useNetworkUsers = () =>
  useEndpointQuery(userEndpoints.list, { query: { role: 'network', limit: lookupLimit } }, { staleTime: 5 * 60_000 });

export const useCreateWhitelist = () => useEndpointMutation(endpoints.create);

/** PATCH /whitelist/{id}/ (JSON). */
export const useUpdateWhitelist = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

/**
 * PATCH /whitelist/{id}/ multipart with one image field: logo, logo_dark or favicon (the
 * declaration's JSON body does not describe a file, so the form is sent as it is).
 */
export function useUploadWhitelistImage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ field, file }: { field: WhitelabelImageField; file: File }) => {
      const form = new FormData();
      form.append(field, file);
      return api.patch<ResponseOf<typeof endpoints.update>>(apiBase + fillPath(endpoints.update.path, { id }), form);
    },
    onSuccess: () => {
      void invalidateAfter(client, endpoints.update);
      // The entry may be the label this console runs under: its logos change too.
      void client.invalidateQueries({ queryKey: ['branding'] });
    },
  });
}
