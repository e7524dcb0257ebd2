import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconPrinter,
  IconRefresh,
} from '@tabler/icons-react';
import type { ShareStage } from '@pubdesk/contract';
import { notifyFailed } from '@pubdesk/ui/notify';
import { useBranding } from '@pubdesk/ui/branding';
import { Pager } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { ShareColumnsMenu } from './ShareColumnsMenu';
import '@pubdesk/ui/print.css';

export interface ReportPaging {
  page: number;
  count: number;
  limit: number;
  onChange: (page: number) => void;
}

interface ReportCardProps {
  title: string;
  /** Reloads the report (the refresh button). */
  onRefresh: () => void;
  refreshing?: boolean;
  shareChoices: readonly ShareStage[];
  ticked: readonly ShareStage[];
  onTick: (ticked: ShareStage[]) => void;
  /** Downloads the whole range as a file. */
  onExport: (format: 'csv' | 'xlsx') => Promise<void>;
  /** Filters or toggles above the table. */
  controls?: ReactNode;
  /** What the filters chose, printed in their place (the range, the ticked shares). */
  printSummary?: string;
  paging?: ReportPaging;
  children: ReactNode;
}

/**
 * The report card: title, refresh, maximize, the Shares dropdown, Export CSV / XLSX and Print
 * (a print stylesheet prints the card alone), the table and the pager.
 */
export function ReportCard({
  title,
  onRefresh,
  refreshing,
  shareChoices,
  ticked,
  onTick,
  onExport,
  controls,
  printSummary,
  paging,
  children,
}: ReportCardProps) {
  const [maximized, setMaximized] = useState(false);
  // A printout leaves the screen: it says which zone its days are (the server's report zone).
  const zone = useBranding().branding.report_time_zone;
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await onExport(format);
    } catch {
      notifyFailed(t('statistics.exportFailed'));
    } finally {
      setExporting(null);
    }
  };
  const fullScreen = maximized ? { position: 'fixed' as const, inset: 0, zIndex: 300, overflow: 'auto' } : undefined;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-print="report" style={fullScreen}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="xs" data-print="hide">
            <ShareColumnsMenu choices={shareChoices} ticked={ticked} onChange={onTick} />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileTypeCsv size={14} />}
              loading={exporting === 'csv'}
              onClick={() => void download('csv')}
            >
              {t('statistics.exportCsv')}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileSpreadsheet size={14} />}
              loading={exporting === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('statistics.exportXlsx')}
            </Button>
            <Button variant="default" size="xs" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
              {t('statistics.print')}
            </Button>
            <Tooltip label={t('statistics.refresh')}>
              <ActionIcon variant="default" aria-label={t('statistics.refresh')} loading={refreshing} onClick={onRefresh}>
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={maximized ? t('statistics.restore') : t('statistics.maximize')}>
              <ActionIcon
                variant="default"
                aria-label={maximized ? t('statistics.restore') : t('statistics.maximize')}
                aria-pressed={maximized}
                onClick={() => setMaximized((m) => !m)}
              >
                {maximized ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {controls ? <div data-print="hide">{controls}</div> : null}
        {printSummary ? (
          <Text size="sm" data-print="only">
            {printSummary}
          </Text>
        ) : null}
        {zone ? (
          <Text size="sm" data-print="only">
            {t('statistics.printZone', { zone })}
          </Text>
        ) : null}
        {children}
        {paging && paging.count > 0 ? (
          <div data-print="hide">
            <Pager page={paging.page} count={paging.count} limit={paging.limit} onChange={paging.onChange} />
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
