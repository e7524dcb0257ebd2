/** Texts of the external APIs screen (/settings/api): reporting-API credentials per API type. */
export const externalApisMessages = {
  title: "External API's",
  types: 'Types',
  listTitle: "{type} API's",
  empty: 'No {type} APIs yet',
  newEntry: 'New external API',
  accountEmail: 'Account email',
  credentialsHint: 'The API credentials, e.g. a service account JSON key. They are stored encrypted and never shown again.',
  credentialsKeep: 'Leave empty to keep the stored credentials.',
  credentialsStored: 'Credentials are stored.',
  credentialsMissing: 'No credentials are stored.',
} as const;
