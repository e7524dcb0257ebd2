/** Texts of the API keys page (/credentials/api-keys/:id?) and the user screen's API Keys tab. */
export const apiKeysMessages = {
  // Notices, worded as shipped
  copied: 'Key copied to clipboard',
  copiedTitle: 'Clipboard',
  copyFailed: 'Failed to copy Key',
  addTitle: 'Add API Key',
  editTitle: 'Edit API Key',
  // The page: the list on the left, the form on the right.
  title: 'API Keys',
  empty: 'No API keys yet',
  userPlaceholder: 'Choose a user',
  /** A User choice: 'Paula Reyes (Publisher)'. */
  userOption: '{name} ({role})',
  noUser: 'No user found',
  newKey: 'New API Key',
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
  tabEmpty: 'This user has no API keys',
  addForUser: 'Add API key',
} as const;
