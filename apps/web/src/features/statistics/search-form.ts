import type { DateRange } from '@pubdesk/ui/dates';
import type { StatisticSearchQuery } from './statistics.api';

/** The two ways the search page narrows the data: from a demand source, or from a website down to data types. */
export type SearchVariant = 'supplier' | 'website';
export type Completeness = 'complete' | 'incomplete' | 'all';

export interface SearchForm {
  variant: SearchVariant;
  supplier: number | null;
  website: number | null;
  group: number | null;
  /** The data item type (placement, ad unit, domain): the website variant's Type. */
  dataType: string | null;
  /** Chosen data items; none means all of what is chosen above. */
  data: number[];
  completeness: Completeness;
  range: DateRange;
  limit: number;
  order: 'date' | '-date';
}

export const SEARCH_LIMITS = [10, 15, 30, 60, 100] as const;
/** The demand-source variant opens at 100 a page, the website variant at 30. */
export const defaultLimit = (variant: SearchVariant) => (variant === 'supplier' ? 100 : 30);

export const emptySearch = (variant: SearchVariant, range: DateRange): SearchForm => ({
  variant,
  supplier: null,
  website: null,
  group: null,
  dataType: null,
  data: [],
  completeness: 'all',
  range,
  limit: defaultLimit(variant),
  order: '-date',
});

/** Whether the form says enough to search: a demand source, or a website. */
export const canSearch = (f: SearchForm) => (f.variant === 'supplier' ? f.supplier !== null : f.website !== null);

/**
 * The search call for the form: the narrowest choice made wins (data items, else placement group,
 * else website; a type narrows to its data items, given as `typeData`).
 */
export function searchQuery(f: SearchForm, page: number, typeData: number[] | null): StatisticSearchQuery {
  const data = f.data.length ? f.data : f.dataType && typeData ? typeData : undefined;
  return {
    ...(f.variant === 'supplier' && f.supplier !== null ? { supplier: f.supplier } : {}),
    ...(f.website !== null ? { website: f.website } : {}),
    ...(f.group !== null ? { group: f.group } : {}),
    ...(data ? { data: data.join(',') } : {}),
    ...(f.completeness === 'all' ? {} : { complete: f.completeness === 'complete' ? 'true' : 'false' }),
    start_date: f.range[0],
    end_date: f.range[1],
    limit: f.limit,
    page,
    o: f.order,
  };
}
