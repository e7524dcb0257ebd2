/** Texts of a website's fill rate and shares screens (platform, PMP and network). */
export const sharesMessages = {
  title: 'Shares',
  platformTitle: '{product} Shares',
  networkTitle: 'Network Shares',
  pmpTitle: 'PMP Shares',
  platformMenu: '{product}',
  /** The menu entry of the network stage. */
  networkMenu: 'Network',
  pmpMenu: 'PMP',
  fillRateTitle: 'Fill Rate',
  share: 'Share',
  rate: 'Rate',
  entry: '{group} - {value}%',
  networkEntry: '{group} - {value}% ({network})',
  empty: 'Nothing set for this website yet',
  deleteLabel: 'Delete {entry}',
  shareDeleted: 'Successfully deleted the selected group share',
  rateDeleted: 'Successfully deleted the selected group rate',
  // Periods (issue 32): refusals the API answers.
  /** A second period of one share, supplier share or fill rate starting on the same day. */
  periodSameDay: 'Another period already starts on this day; choose another start date.',
  /** DELETE of a period in force or past: only one that has not started can be removed. */
  periodStarted: 'This period has already started and cannot be deleted; add a new period to end it.',
  // Periods (issue 32): the modals' history, start date and recomputation warning.
  /** The entries in force today, above the history. */
  inForce: 'In force today',
  /** The table of every period: its caption and heading. */
  history: 'History',
  group: 'Group',
  network: 'Network',
  from: 'From',
  to: 'To',
  /** A period with no start covers every day before its end. */
  fromBeginning: 'Beginning',
  /** A period with no end holds until a later one starts. */
  openEnd: 'Open',
  /** The delete button of a period that has not started. */
  deletePeriodLabel: 'Delete {entry} from {from}',
  startDate: 'Start date',
  startDateHint: 'The first day this value holds, in the {zone} time zone.',
  /** Before saving a share whose start date is before today: the past days the save rewrites. */
  recomputeOne: '1 day will be recomputed',
  recomputeMany: '{count} days will be recomputed',
  recomputeDetail: 'The statistics of the days from {from} are computed again with this share once it is saved.',
  /** After a save that covers past days: the statistics job started. */
  recomputing: 'The statistics from {from} to {to} are being recomputed.',
} as const;
