import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { statisticOverviewEndpoints } from '@pubdesk/contract';
import { downloadReport, type ReportFormat } from '@pubdesk/ui/files';
import { t } from '@pubdesk/ui/i18n';
import { notifyFailed } from '@pubdesk/ui/notify';
import type { DaysQuery } from './reports.api';

const icons = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

/** Export CSV and Export XLSX of the range's days, as the API writes them (every day, then the Total). */
export function ExportButtons({ query, fileStem }: { query: DaysQuery; fileStem: string }) {
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setExporting(format);
    try {
      await downloadReport(statisticOverviewEndpoints.days, undefined, query, format, fileStem);
    } catch {
      notifyFailed(t('statistics.exportFailed'));
    } finally {
      setExporting(null);
    }
  };
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => {
        const Icon = icons[format];
        return (
          <Button
            key={format}
            variant="default"
            size="xs"
            leftSection={<Icon size={14} />}
            loading={exporting === format}
            onClick={() => void download(format)}
          >
            {t(format === 'csv' ? 'statistics.exportCsv' : 'statistics.exportXlsx')}
          </Button>
        );
      })}
    </Group>
  );
}
