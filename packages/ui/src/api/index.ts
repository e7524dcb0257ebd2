/** Calls to the Pubdesk API: the bearer session, typed endpoint calls and hooks, uploads with progress. */
export { api, ApiError, errorDetail, fieldErrors } from './api-client';
export { isForbidden } from './forbidden';
export {
  callEndpoint,
  endpointKey,
  endpointQuery,
  invalidateAfter,
  useEndpointAction,
  useEndpointDelete,
  useEndpointMutation,
  useEndpointQuery,
  type Locator,
} from './endpoints';
export { send, withQuery, type Query, type SendOptions } from './http';
export { queryClient } from './query-client';
export { postWithProgress, type ProgressOptions } from './upload-with-progress';
