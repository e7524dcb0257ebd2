/** Texts of the statistics screens and reports, and of the statistics API's field errors. */
export const statisticsMessages = {
  // Server-side checks of a statistic and of a report's date range
  duplicateDay: 'This data item already has statistics for this date.',
  endBeforeStart: 'The end date is before the start date.',
  rangeTooLong: 'A date range may span at most {days} days.',
  viewableAboveImpressions: 'Viewable impressions cannot exceed impressions.',
  invalidDate: 'Enter a valid date in the format YYYY-MM-DD.',
  invalidMoney: 'Enter an amount from 0 with at most 6 decimal places.',
  invalidCount: 'Enter a whole number from 0.',
  dataHasStatistics: 'This data item has statistics; it stays in its placement group.',
  dataStatisticsKept: 'This data item has statistics and cannot be deleted; suspend it instead.',
  // Column headings of the report tables and their CSV / XLSX files (the metrics' are the system
  // metrics' display names; Status and Supplier are the common and data-item texts)
  columns: {
    date: 'Date',
    startDate: 'Start Date',
    endDate: 'End Date',
    dataName: 'Data Name',
    before: '{stage} Revenue Before',
    share: '{stage} Share',
    after: '{stage} Revenue After',
    complete: 'Complete',
    updatedAt: 'Updated at',
    total: 'Total',
    inTimeZone: '{column} ({zone})',
  },
  stages: { supplier_share: 'Supplier', pmp_share: 'PMP', platform_share: '{product}', network_share: 'Network' },
} as const;
