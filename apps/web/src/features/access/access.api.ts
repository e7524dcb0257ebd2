import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEndpoints, groupEndpoints, type EndpointSpec } from '@pubdesk/contract';
import { callEndpoint, invalidateAfter, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** Lists show 10 a page; permissions and services load 1000 at once. */
export const groupsPageSize = 10;
const permissionsLimit = 1000;
const servicesLimit = 1000;

/**
 * The groups' cache root, for other features that read groups with keys of their own (the new
 * user's Groups choices): a group added or renamed here reloads them.
 */
export const accessKeys = { groupLists: () => [groupEndpoints.list.resource] as const };

/** GET /groups/?page&limit=10. */
export const useGroupList = (page: number) =>
  useEndpointQuery(groupEndpoints.list, { query: { page, limit: groupsPageSize } }, { keepPrevious: true });

/** GET /groups/{id}/. */
export const useGroup = (id: number | null) => useEndpointQuery(groupEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** POST /groups/. */
export const useCreateGroup = () => useEndpointMutation(groupEndpoints.create);

/** PUT /groups/{id}/: name, code and the whole permission list. */
export const useUpdateGroup = (id: number) => useEndpointMutation(groupEndpoints.replace, { params: { id } });

/** GET /permissions/?limit=1000: every permission, in service order. */
export const usePermissions = () =>
  useEndpointQuery(
    catalogueEndpoints.listPermissions,
    { query: { limit: permissionsLimit } },
    { select: (list) => list.results, staleTime: 60_000 },
  );

/**
 * A row's inline Save sends one text; its success waits for the list to reload, so the row
 * shows the saved text as unchanged at once.
 */
function useTextSave(endpoint: EndpointSpec, send: (text: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => invalidateAfter(client, endpoint) });
}

/** PATCH /permissions/{id}/ {name} (developers). */
export const useRenamePermission = (id: number) =>
  useTextSave(catalogueEndpoints.patchPermission, (name) =>
    callEndpoint(catalogueEndpoints.patchPermission, { params: { id }, body: { name } }),
  );

/** GET /services/. */
export const useServices = () =>
  useEndpointQuery(catalogueEndpoints.listServices, { query: { limit: servicesLimit } }, { select: (list) => list.results });

/** PATCH /services/{id}/ {description} (developers). */
export const useUpdateService = (id: number) =>
  useTextSave(catalogueEndpoints.patchService, (description) =>
    callEndpoint(catalogueEndpoints.patchService, { params: { id }, body: { description } }),
  );
