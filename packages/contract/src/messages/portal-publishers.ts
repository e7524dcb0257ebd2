/*
 * The portal's Publishers screen (networks only): the publishers assigned to the network, their
 * websites, and what each brought in this month.
 */
export const portalPublishersMessages = {
  /** Under the title: the days the revenue columns sum. */
  range: 'Revenue from {start} to {end}',
  empty: 'No publishers are assigned to you yet.',
  columns: {
    publisher: 'Publisher',
    websites: 'Websites',
    impressions: 'Impressions',
    /** The network's revenue from the publisher's websites (its stage). */
    revenue: 'Revenue this month',
    /** What the publisher is paid of it (the network stage's revenue after). */
    publisherRevenue: 'Paid to the publisher',
  },
  /** The Websites cell: how many, then their names. */
  websiteCount: '{count} websites',
  oneWebsite: '1 website',
  noWebsites: 'No websites',
} as const;
