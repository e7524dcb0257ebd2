/** Console texts of the API keys page (/credentials/api-keys/:id?) and the user screen's API Keys tab. */
export const apiKeysMessages = {
  // Spec section 8.
  added: 'Successfully added with ID: {id}',
  updated: 'Successfully updated.',
  copied: 'Key copied to clipboard',
  copiedTitle: 'Clipboard',
  copyFailed: 'Failed to copy Key',
  addTitle: 'Add API Key',
  editTitle: 'Edit API Key',
  // The page: the list on the left, the form on the right.
  title: 'API Keys',
  listTitle: 'API Keys',
  empty: 'No API keys yet',
  name: 'Name',
  user: 'User',
  userPlaceholder: 'Choose a user',
  /** A User choice: 'Paula Reyes (Publisher)'. */
  userOption: '{name} ({role})',
  noUser: 'No user found',
  status: 'Status',
  action: 'Action',
  edit: 'Edit',
  editLabel: 'Edit {name}',
  save: 'Save',
  newKey: 'New API Key',
  saveFailed: 'Operation failed',
  permissionsHint: 'Empty: everything the user may do',
  // The KEY field, on the form and in the user tab's table.
  key: 'KEY',
  keyOf: 'KEY of {name}',
  keyAfterSave: 'The key is made when you save.',
  showKey: 'Show key',
  hideKey: 'Hide key',
  copyKey: 'Copy key',
  revealFailed: 'Failed to show Key',
  // The user screen's tab.
  tabTitle: 'API Keys',
  tabEmpty: 'This user has no API keys',
  addForUser: 'Add API key',
} as const;
