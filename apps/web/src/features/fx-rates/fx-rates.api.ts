import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBase, fxRateEndpoints as endpoints, type FxRate, type FxRateUploadResult } from '@pubdesk/contract';
import { api, invalidateAfter, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** Rates are listed 20 a page, newest day first. */
export const fxRatesPageSize = 20;

export const useFxRateList = (page: number, currency: FxRate['currency'] | null) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: fxRatesPageSize, ...(currency ? { currency } : {}) } }, { keepPrevious: true });

export const useCreateFxRate = () => useEndpointMutation(endpoints.create);
export const useUpdateFxRate = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
/** `mutate(id)`: a row's confirmed delete. */
export const useDeleteFxRate = () => useEndpointDelete(endpoints.remove);

/**
 * POST /fx_rates/upload/ multipart with the CSV in `file` (the declaration has no JSON body, so
 * the form is sent as it is); answers how many days were added, updated and unchanged.
 */
export function useUploadFxRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<FxRateUploadResult>(apiBase + endpoints.upload.path, form);
    },
    onSuccess: () => void invalidateAfter(client, endpoints.upload),
  });
}
