import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { importEndpoints as endpoints, type ImportRun } from '@pubdesk/contract';
import { callEndpoint, endpointKey, useEndpointAction, useEndpointMutation } from '@pubdesk/ui/api';

/** A demand source's runs, 10 a page, newest first. */
export const importRunsPageSize = 10;
/** How often the list asks again while a run on it is queued or running. */
export const importPollMs = 3000;

/** Asks again while a run is queued or running; stops once every run has ended. */
export const whileRunning = (runs: ImportRun[] | undefined) =>
  runs?.some((run) => run.state === 'queued' || run.state === 'running') ? importPollMs : false;

/** GET /imports/?supplier=: a demand source's runs, refreshed every few seconds while one is under way. */
export function useImportRuns(supplier: number, page: number) {
  const locator = { query: { supplier, page, limit: importRunsPageSize } };
  return useQuery({
    queryKey: endpointKey(endpoints.list, locator),
    queryFn: ({ signal }) => callEndpoint(endpoints.list, locator, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileRunning(query.state.data?.results),
  });
}

/** POST /imports/: `mutate({ supplier, start, end })`. */
export const useBackfillImport = () => useEndpointMutation(endpoints.backfill);

/** POST /imports/{id}/retry/: `mutate({ params: { id } })`. */
export const useRetryImport = () => useEndpointAction(endpoints.retry);
