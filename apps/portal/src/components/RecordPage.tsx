import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '@pubdesk/ui/api';
import { DetailState } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from './MessagePage';

/** A route's `:id` when it is one (plain decimal digits that fit an id), else null: a page no record has. */
export const recordId = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The way from a record back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {label}
    </Anchor>
  );
}

/**
 * The page of one record at `/<things>/:id` (a website, a player, a ticket): an id that is not
 * one, or the API's 404 (not the user's, or none), is a not-found page with the way back; while
 * it loads, or when it failed, what DetailState shows; then the record.
 */
export function RecordPage<T>({
  useRecord,
  notFoundText,
  back,
  children,
}: {
  /** The record's query, given the id (null: nothing to ask). */
  useRecord: (id: number | null) => UseQueryResult<T>;
  notFoundText: string;
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}) {
  const id = recordId(useParams().id);
  const record = useRecord(id);
  if (id === null || (record.error instanceof ApiError && record.error.status === 404)) {
    return (
      <MessagePage title={t('pages.notFoundTitle')} text={notFoundText}>
        <BackLink {...back} />
      </MessagePage>
    );
  }
  return <DetailState query={record}>{children}</DetailState>;
}
