import { metricFieldOf } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { serveMetrics } from './metrics.table.js';

type Row = typeof serveMetrics.$inferInsert;
const metric = (
  type: Row['type'],
  name: string,
  shortname: string,
  code: string,
  priority: number,
  status: Row['status'] = 'active',
): Row => ({
  type,
  name,
  shortname,
  code,
  // Without it every demo metric, revenue included, would feed impressions (the column default).
  field: metricFieldOf(code),
  priority,
  status,
});

/**
 * Serve metrics of every type, named after the report columns each source really has: Ad
 * Manager's (ad server, Ad Exchange, total) are API v1 Metric names, AdSense's API v2 ones.
 */
export async function seedServeMetrics(db: Db): Promise<void> {
  await db
    .insert(serveMetrics)
    .values([
      metric('adsense', 'AdSense Impressions', 'adsense-impressions', 'IMPRESSIONS', 1),
      metric('adsense', 'AdSense Clicks', 'adsense-clicks', 'CLICKS', 2),
      metric('adsense', 'AdSense Earnings', 'adsense-earnings', 'ESTIMATED_EARNINGS', 3),
      metric('adserver', 'Ad Server Impressions', 'adserver-impressions', 'AD_SERVER_IMPRESSIONS', 1),
      metric('adserver', 'Ad Server Clicks', 'adserver-clicks', 'AD_SERVER_CLICKS', 2),
      metric('adserver', 'Ad Server Revenue', 'adserver-revenue', 'AD_SERVER_REVENUE', 3),
      metric('adexchange', 'Ad Exchange Impressions', 'adx-impressions', 'AD_EXCHANGE_IMPRESSIONS', 1),
      metric('adexchange', 'Ad Exchange Clicks', 'adx-clicks', 'AD_EXCHANGE_CLICKS', 2),
      metric('adexchange', 'Ad Exchange Revenue', 'adx-revenue', 'AD_EXCHANGE_REVENUE', 3),
      metric('total', 'Total Impressions', 'total-impressions', 'IMPRESSIONS', 1),
      metric('total', 'Total Viewable Impressions', 'total-viewable', 'ACTIVE_VIEW_VIEWABLE_IMPRESSIONS', 2),
      metric('total', 'Total Revenue', 'total-revenue', 'REVENUE', 3),
      metric('aniview', 'AniView Inventory', 'aniview-inventory', 'inventory', 1),
      metric('aniview', 'AniView Impressions', 'aniview-impressions', 'impression', 2),
      metric('aniview', 'AniView Revenue', 'aniview-revenue', 'revenue', 3),
      metric('netlink', 'Netlink Impressions', 'netlink-impressions', 'impressions', 1),
      metric('netlink', 'Netlink Revenue', 'netlink-revenue', 'earnings', 2),
      metric('custom', 'Manual Impressions', 'manual-impressions', 'impressions', 1),
      metric('custom', 'Manual Revenue', 'manual-revenue', 'revenue', 2),
      metric('custom', 'Viewability (beta)', 'manual-viewability', 'viewable_rate', 3, 'pending'),
    ]);
}
