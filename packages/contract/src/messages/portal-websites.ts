/*
 * The portal's Websites screens (/portal/websites, /portal/websites/new, /portal/websites/:id).
 * Column headers, field labels and empty lists reuse `websites.*`, `placementGroups.*`, `tags.*`,
 * `players.*` and `common.*`.
 */
export const portalWebsitesMessages = {
  intro: 'Your websites and where each one stands. A new website serves ads once staff have approved it.',
  searchLabel: 'Search websites',
  addIntro: 'Name the website, give its address and pick its category. Staff review every new website before ads serve on it.',
  added: 'Website added: it stays pending until staff have reviewed it.',
  addFailed: 'Failed to add the website.',
  /** On a pending website's page. */
  pendingTitle: 'Waiting for review',
  pendingText: 'Staff will review this website. Ads serve on it once it is approved.',
  backToList: 'Back to websites',
  notFoundText: 'There is no such website, or it is not one of yours.',
  details: 'Website details',
  format: 'Format',
  websitePlaceholder: 'Select a website',
  playersLink: 'Embed codes of these players',
} as const;
