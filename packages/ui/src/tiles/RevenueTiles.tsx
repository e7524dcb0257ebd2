import { SimpleGrid } from '@mantine/core';
import type { RevenueSummary } from '@pubdesk/contract';
import { formatMetric } from '../format/metric-format';
import { t, type MessageKey } from '../i18n';
import { StatTile } from './StatTile';

const periods: Array<[keyof RevenueSummary, MessageKey]> = [
  ['today', 'dashboard.today'],
  ['yesterday', 'dashboard.yesterday'],
  ['seven_days', 'dashboard.sevenDays'],
  ['month', 'dashboard.month'],
];

/**
 * Today, Yesterday, 7 days and Month: revenue and impressions of each (the console's dashboard
 * reads them from /auth/status/, the portal's Overview from /statistics/summary/).
 */
export function RevenueTiles({ revenue }: { revenue: RevenueSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
      {periods.map(([period, title]) => (
        <StatTile
          key={period}
          title={t(title)}
          figures={[
            { label: t('dashboard.revenue'), value: formatMetric('revenue', revenue[period].revenue) },
            { label: t('dashboard.impressions'), value: revenue[period].impressions },
          ]}
        />
      ))}
    </SimpleGrid>
  );
}
