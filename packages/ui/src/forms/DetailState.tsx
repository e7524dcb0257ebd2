import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '../i18n';
import { ErrorList } from './ErrorList';
import { isForbidden } from '../api/forbidden';
import { NoAccessNotice } from './NoAccessNotice';

/** A record being loaded for an Edit form: a loader, the server's error (a refusal says so), or the form. */
export function DetailState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    if (isForbidden(query.error)) return <NoAccessNotice error={query.error} />;
    return <LoadFailure error={query.error} />;
  }
  return <>{children(query.data)}</>;
}

/** What the server answered when something could not be loaded. */
export function LoadFailure({ error }: { error: unknown }) {
  return (
    <Alert color="red" title={t('common.loadFailed')}>
      <ErrorList error={error} />
    </Alert>
  );
}
