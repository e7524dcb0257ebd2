import { useEffect } from 'react';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { api } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { breadcrumbs, recordName, type Crumb, type CrumbRecord } from './breadcrumb';

/** The cache root of the crumbs' record reads: by path, apart from the screens' own reads of the records. */
const NAME_KEY = 'breadcrumb-name';
/** A record's name changes seldom: one read a minute at most, however often its pages are opened. */
const NAME_STALE_MS = 60_000;

export function Breadcrumb() {
  const { pathname, search } = useLocation();
  const crumbs = breadcrumbs(pathname, search);
  useNamesRefreshedAfterWrites();
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <Breadcrumbs separator="/" mb="md">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={index} size="sm" aria-current="page">
              <CrumbLabel crumb={crumb} />
            </Text>
          ) : crumb.to === null ? (
            <Text key={index} size="sm">
              <CrumbLabel crumb={crumb} />
            </Text>
          ) : (
            <Anchor key={index} component={Link} to={crumb.to} size="sm">
              <CrumbLabel crumb={crumb} />
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** The crumb's label: for a crumb holding a record's id, the record's name once read. */
function CrumbLabel({ crumb }: { crumb: Crumb }) {
  return crumb.record ? <RecordName record={crumb.record} id={crumb.label} /> : crumb.label;
}

/** The record's name; its id while it loads or when it cannot be read (403, 404). */
function RecordName({ record, id }: { record: CrumbRecord; id: string }) {
  const query = useQuery({
    queryKey: [NAME_KEY, record.path],
    queryFn: ({ signal }) => api.get<unknown>(record.path, { signal }),
    select: (body) => recordName(body, record.field),
    staleTime: NAME_STALE_MS,
  });
  // A failed refetch keeps the last answer's data: a record deleted since shows its id again.
  return (query.isSuccess ? query.data : null) ?? id;
}

/**
 * Reads the names on screen again after any write succeeds, so that a renamed record shows its new
 * name at once. The declarations name no cache root to be invalidated with (they load with the
 * login page: every string counts), and a write is rare enough for one more small GET.
 */
function useNamesRefreshedAfterWrites(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: [NAME_KEY] });
      }),
    [client],
  );
}
