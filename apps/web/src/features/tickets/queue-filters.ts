import { ticketCategories, ticketStatuses, type TicketCategory, type TicketStatus } from '@pubdesk/contract';
import type { TicketListQuery } from '@pubdesk/ui/tickets';
import { parseId } from '../../components/parse-id';

/** Whose tickets: the signed-in user's, nobody's, or one staff user's (by id). */
export type AssigneeFilter = 'me' | 'none' | number;

/**
 * The queue's filters as the address holds them (`/tickets?status=open&assignee=me&page=2`), so a
 * link (the dashboard tile's) opens the queue filtered and the way back from a ticket keeps them.
 */
export interface QueueFilters {
  status: TicketStatus | null;
  assignee: AssigneeFilter | null;
  category: TicketCategory | null;
  search: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

function assigneeOf(raw: string | null): AssigneeFilter | null {
  if (raw === 'me' || raw === 'none') return raw;
  return parseId(raw);
}

/** The filters an address holds; what it holds that is no filter, or no valid value, is left out. */
export function filtersFromParams(params: URLSearchParams): QueueFilters {
  return {
    status: oneOf(ticketStatuses, params.get('status')),
    assignee: assigneeOf(params.get('assignee')),
    category: oneOf(ticketCategories, params.get('category')),
    search: params.get('search')?.trim() ?? '',
    page: parseId(params.get('page')) ?? 1,
  };
}

/** The address's query for the filters: only those set, page 1 left out. */
export function paramsFromFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.assignee !== null) params.set('assignee', String(filters.assignee));
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters changed by `patch`: a change of anything but the page starts again at page 1. */
export function changeFilters(filters: QueueFilters, patch: Partial<QueueFilters>): QueueFilters {
  return { ...filters, page: 1, ...patch };
}

/** GET /tickets/'s query for one page of the filtered queue; `me` is the signed-in user's id ('me' asks for theirs). */
export function queueQuery(filters: QueueFilters, me: number | null, limit: number): TicketListQuery {
  const assignee = filters.assignee === 'me' ? (me ?? undefined) : (filters.assignee ?? undefined);
  return {
    page: filters.page,
    limit,
    ...(filters.status && { status: filters.status }),
    ...(assignee !== undefined && { assignee }),
    ...(filters.category && { category: filters.category }),
    ...(filters.search && { search: filters.search }),
  };
}
