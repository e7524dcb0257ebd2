/** Texts of the dashboard: its tiles and cards. */
export const dashboardMessages = {
  title: 'Dashboard',
  networks: 'Networks',
  whitelabels: 'Whitelabels',
  total: 'Total',
  unverified: 'Unverified',
  recentUsers: 'Recently Added Users',
  noRecentUsers: 'No new sign-ups',
  whitelabelApproval: 'Whitelabel Need Approval',
  noPendingWhitelabels: 'Nothing waiting for approval',
  review: 'Review',
  joined: 'Joined {date}',
  recentWebsites: 'Recently Added Websites',
  noRecentWebsites: 'No websites waiting',
  unknownUser: 'User #{id}',
} as const;
