/*
 * Texts of the portal's Reports (/portal/reports): the days of a range at the user's own revenue
 * stage and their breakdowns. Columns, presets, the complete marker, the exports and the time zone
 * line reuse the console's report texts (`statistics.*`).
 */
export const portalReportsMessages = {
  daysTitle: 'Daily report',
  byWebsite: 'Revenue by website',
  byFormat: 'Revenue by ad format',
  byPublisher: 'Revenue by publisher',
  /** The first column of the publishers' breakdown. */
  publisher: 'Publisher',
  /** Under the range: which statistics the figures are. */
  activeOnly: 'Active statistics only: suspended days are not paid.',
} as const;
