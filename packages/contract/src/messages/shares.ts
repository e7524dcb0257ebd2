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
} as const;
