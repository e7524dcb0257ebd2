/*
 * Texts shared across screens: the shell (app, nav, pages) and `common`, the words any screen may
 * use (buttons, column headers, person fields, statuses, notices). A screen uses `common.*`
 * instead of defining its own copy; a domain file holds only texts of its own screens.
 */

export const appMessages = {
  version: '2.0',
  notifyGroup: 'ops',
  closeNotice: 'Close notification',
  defaultCompany: 'Pubdesk',
} as const;

/** Menu and top bar texts; a menu entry that opens a screen uses that screen's title instead. */
export const navMessages = {
  reports: 'Reports',
  websitesList: 'List',
  players: 'Players',
  payments: 'Payments',
  support: 'Support',
  credentials: 'Credentials',
  credentialsApiKeys: "API's",
  settings: 'Settings',
  signOut: 'Sign out',
  home: 'Home',
  toggleTheme: 'Toggle color scheme',
  toggleNavigation: 'Toggle navigation',
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to main content',
  breadcrumb: 'Breadcrumb',
  version: 'Version {version}',
} as const;

/** Whole-page notices: not found, suspended, denied, signing out. */
export const pagesMessages = {
  notFoundTitle: 'Oops! Page not found.',
  notFoundText: 'We could not find the page you were looking for.',
  backHome: 'Back to dashboard',
  toLogin: 'Back to login',
  suspendedTitle: 'Account Disabled',
  suspendedText: 'Your account has been disabled for violating our terms. Please contact your account manager or support.',
  deniedTitle: 'Access Denied',
  deniedText: 'This console is for staff accounts only. Your account has been signed out.',
  loggingOut: 'Signing out...',
} as const;

export const commonMessages = {
  // Pager, loading and errors
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  pageOf: '{page} of {count}',
  pageSlash: '{page} / {count}',
  pager: 'Pagination',
  /** A table wider than its card scrolls inside it: the scroll area's name, reached by Tab. */
  scrollArea: '{label}, scrolls sideways',
  /** A table's name when its screen gives none. */
  table: 'Table',
  loading: 'Loading...',
  errorTitle: 'Something went wrong',
  reload: 'Reload the page',
  unknownError: 'The server could not be reached. Please try again.',
  nonFieldErrors: 'Errors',
  loadFailed: 'Could not load this record.',
  required: 'This field is required.',
  // Search
  search: 'Search',
  searchPlaceholder: 'Search...',
  // Statuses
  status: 'Status',
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
  // Buttons, editor titles and row actions
  add: 'Add',
  edit: 'Edit',
  /** A row's edit button, for screen readers. */
  editLabel: 'Edit {name}',
  save: 'Save',
  delete: 'Delete',
  cancel: 'Cancel',
  remove: 'Remove {item}',
  /** Column header of row buttons; some screens say Action, some Actions. */
  action: 'Action',
  actions: 'Actions',
  actionsFor: 'Actions for {name}',
  confirmTitle: 'Are You Sure ??',
  confirmDelete: 'Delete {name}? This cannot be undone.',
  // Notices
  operationSuccess: 'Operation success',
  operationFailed: 'Operation failed',
  addedWithId: 'Successfully added with ID: {id}',
  updated: 'Successfully updated',
  /** The settings and API key screens end it with a full stop. */
  updatedPeriod: 'Successfully updated.',
  saved: 'Successfuly saved.',
  saveFailed: 'Failed to save, please try agian.',
  // Fields several screens show
  name: 'Name',
  code: 'Code',
  type: 'Type',
  typePlaceholder: 'Select a type',
  shortname: 'Shortname',
  /** Under a code or shortname field. */
  slugHint: 'Lower-case letters, digits, - and _.',
  priority: 'Priority',
  /** An empty choice in a select. */
  none: 'None',
  /** An empty value in a table or card. */
  noValue: '-',
  percentSuffix: '%',
  percentHint: 'A percentage from 0 to 100, at most 2 decimals.',
  website: 'Website',
  networkPlaceholder: 'Select a network',
  noNetwork: 'No network',
  // A person's fields (sign-up, profile, users)
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  companyName: 'Company name',
  companyUrl: 'Company URL',
  role: 'Role',
  /** Role names, by role; also the labels of a network or publisher field. */
  roles: {
    admin: 'Admin',
    organization: 'Organization',
    developer: 'Developer',
    account_manager: 'Account manager',
    ad_operation: 'Ad operation',
    network: 'Network',
    publisher: 'Publisher',
    pre_activation: 'Pre activation',
  },
} as const;
