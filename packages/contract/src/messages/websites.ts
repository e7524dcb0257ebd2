import { commonMessages } from './common.js';

/** Texts of the websites screens: the list, the editor, the row menu and the Add website wizard. */
export const websitesMessages = {
  title: 'Websites',
  empty: 'No websites found',
  /** Above a website's inventory screens (placement groups, tags, shares). */
  caption: 'Website: {name}',
  url: 'URL',
  urlPlaceholder: 'https://www.example.com',
  category: 'Category',
  categoryPlaceholder: 'Select a category',
  adType: 'Ad type',
  publisherPlaceholder: 'Select a publisher',
  noUser: 'No users',
  editTitle: 'Edit website',
  newWebsite: 'New website',
  menuGroups: 'Groups',
  menuContent: 'Content',
  statusLabels: {
    active: commonMessages.active,
    pending: commonMessages.pending,
    suspended: commonMessages.suspended,
    'in-active': 'In-active',
    draft: 'Draft',
  },
  // The wizard
  wizardTitle: 'Add website',
  stepPlacements: 'Placement Groups',
  submit: 'Submit',
  submitting: 'Saving the website...',
  wizardSteps: 'Website wizard steps',
  placement: 'Placement group {n}',
  addPlacement: 'Add another placement group',
  fillRate: 'Fill rate {n}',
  addFillRate: 'Add another fill rate',
  platformShare: '{product} share {n}',
  addPlatformShare: 'Add another {product} share',
  networkShare: 'Network share {n}',
  addNetworkShare: 'Add another network share',
  pmpShare: 'PMP share {n}',
  addPmpShare: 'Add another PMP share',
  player: 'Player {n}',
  addPlayer: 'Add another player',
  playerName: 'Player name',
  noRows: 'Nothing added yet.',
  rowError: '{step}, row {row}',
  // API refusals
  /** A network or publisher sent another status: approving (or suspending) a website is staff's. */
  statusByStaff: 'Only the platform team can change the status of a website.',
  /** A network named another publisher for a website that has one: its earnings (invoices) would follow. */
  publisherByStaff: 'Only the platform team can move a website to another publisher.',
  stillHasParts: 'This website still has {groups} placement group(s) and {players} player(s); delete them first.',
  hasInvoices: 'This website has invoices, which are kept with its wallet: suspend it instead.',
  /** A network changing the host of a website whose domain data items take the reports' rows of that host. */
  hostByStaff: 'Only the platform team can change the address of a website whose data items are matched by its domain.',
} as const;
