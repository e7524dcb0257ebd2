import { date } from 'drizzle-orm/pg-core';

/**
 * The days a period holds, both included (YYYY-MM-DD in the reporting time zone): a null start is
 * "since the beginning" (a key's first period covers every day), a null end "until the next
 * period starts". Shares, supplier shares and fill rates are periods; lib/periods.repo.ts keeps
 * their order.
 */
export const periodColumns = () => ({
  startDate: date('start_date'),
  endDate: date('end_date'),
});
