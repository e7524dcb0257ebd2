import { useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { notifyFailed } from '@pubdesk/ui/notify';

interface InvoiceToolsProps {
  /** Downloads the whole filtered list as CSV. */
  onExport: () => Promise<void>;
  maximized: boolean;
  onMaximize: (maximized: boolean) => void;
}

/** Export CSV, Print (the print stylesheet prints the invoices and the wallet's card alone) and Maximize / Restore size. */
export function InvoiceTools({ onExport, maximized, onMaximize }: InvoiceToolsProps) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      notifyFailed(t('statistics.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const resize = maximized ? t('statistics.restore') : t('statistics.maximize');
  return (
    <Group gap="xs" data-print="hide">
      <Button variant="default" size="xs" leftSection={<IconFileTypeCsv size={14} />} loading={exporting} onClick={() => void exportCsv()}>
        {t('statistics.exportCsv')}
      </Button>
      <Button variant="default" size="xs" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
        {t('statistics.print')}
      </Button>
      <Tooltip label={resize}>
        <ActionIcon variant="default" aria-label={resize} aria-pressed={maximized} onClick={() => onMaximize(!maximized)}>
          {maximized ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
