/*
 * Texts of the portal's Overview (/portal/overview): the revenue tiles, the 30-day chart, the top
 * websites and ad formats, the payouts and the notices about what blocks revenue. The tiles and
 * the chart reuse the console dashboard's texts (`dashboard.*`).
 */
export const portalOverviewMessages = {
  /** The chart card's title, and the days it draws. */
  chartTitle: 'Last 30 days',
  topWebsites: 'Top websites this month',
  topFormats: 'Top ad formats this month',
  noRevenue: 'No revenue this month yet',
  /** The payouts card. */
  payouts: 'Payouts',
  lastPayout: 'Last payout',
  lastPayoutOf: '{website}, invoice of {date} for {month}',
  noPayout: 'No invoice has been paid yet',
  nextPayout: 'Next payout',
  dueOne: 'Due in 1 unpaid invoice',
  dueMany: 'Due in {count} unpaid invoices',
  nothingDue: 'Nothing due yet',
  monthSoFar: 'This month so far (estimated, invoiced after the month ends)',
  toPayments: 'See payments',
  /** The notices above the figures: what keeps revenue from being earned or paid. */
  notices: 'Notices',
  awaitingTitle: 'Your account awaits activation',
  awaitingText:
    'Revenue figures show here once your account has been activated. Meanwhile you can add your websites and complete your profile.',
  pendingTitle: 'Websites pending approval',
  pendingOne: '1 of your websites waits for approval: it earns no revenue until it is approved.',
  pendingMany: '{count} of your websites wait for approval: they earn no revenue until they are approved.',
  toWebsites: 'See your websites',
  bankTitle: 'Bank details missing',
  bankText: 'Add the bank account your payouts are paid to.',
  toBank: 'Add bank details',
  adsTxtTitle: 'ads.txt lines missing',
  adsTxtOne: "{website}'s ads.txt lacks {missing} of the {expected} lines its demand sources need: they may not buy its inventory.",
  adsTxtMany: "{count} of your websites' ads.txt files lack lines their demand sources need: they may not buy that inventory.",
  toAdsTxt: 'See the ads.txt lines',
} as const;
