import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiTypeNames, defaultApiType } from '@pubdesk/contract';

/**
 * The API type the External API's screen shows: the `type` query parameter when it names a
 * known type (the server's list once loaded, else the contract's), otherwise admanager.
 */
export function chosenApiType(param: string | null, knownTypes: readonly string[] | undefined): string {
  const type = (param ?? '').trim();
  if (!type) return defaultApiType;
  const known = knownTypes?.length ? knownTypes : apiTypeNames;
  return known.includes(type) ? type : defaultApiType;
}

/** Where the screen shows `type`'s APIs, optionally with one of them open in the editor. */
export function externalApiPath(type: string, id?: number): string {
  return `/settings/api${id === undefined ? '' : `/${id}`}?type=${encodeURIComponent(type)}`;
}

/** The chosen type, kept in `?type=` so that a reload keeps it, and a way to choose another. */
export function useApiTypeParam(knownTypes: readonly string[] | undefined): [string, (type: string) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = chosenApiType(params.get('type'), knownTypes);
  // Another type's list: the open record (of the previous type) is closed.
  const choose = useCallback((next: string) => navigate(externalApiPath(next)), [navigate]);
  return [type, choose];
}
