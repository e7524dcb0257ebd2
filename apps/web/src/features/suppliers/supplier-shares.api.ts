import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type List, type SupplierShare } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** A supplier has one share per group type at most: one page holds them all. */
const allLimit = 1000;

export interface SupplierShareInput {
  supplier_id: number;
  group_id: number;
  share: string;
}

export const supplierShareKeys = {
  all: ['supplier-shares'] as const,
  list: (supplier: number) => [...supplierShareKeys.all, supplier] as const,
};

const collection = `${apiBase}/shares/supplier/`;

/** GET /shares/supplier/?supplier=. */
export function useSupplierShares(supplier: number) {
  return useQuery({
    queryKey: supplierShareKeys.list(supplier),
    queryFn: ({ signal }) => api.get<List<SupplierShare>>(collection, { query: { supplier, limit: allLimit }, signal }),
  });
}

/** POST /shares/supplier/. */
export function useCreateSupplierShare(supplier: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierShareInput) => api.post<SupplierShare>(collection, input),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierShareKeys.list(supplier) }),
  });
}

/** DELETE /shares/supplier/{id}/. */
export function useDeleteSupplierShare(supplier: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${collection}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierShareKeys.list(supplier) }),
  });
}
