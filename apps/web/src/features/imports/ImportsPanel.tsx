import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Supplier } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { CsvUpload } from './CsvUpload';
import { ImportRangeModal } from './ImportRangeModal';
import { ImportRunList } from './ImportRunList';

/**
 * A demand source's Imports tab: its runs for everyone who may see statistics; for those who may
 * add them, the Import button (an automatic source with an API) or the CSV upload (a manual one),
 * and Retry on failed and partial runs.
 */
export function ImportsPanel({ supplier }: { supplier: Pick<Supplier, 'id' | 'type' | 'api'> }) {
  const canImport = useCan('statistics.add_statistic');
  const [page, setPage] = useState(1);
  const [choosingRange, setChoosingRange] = useState(false);
  const automatic = supplier.type === 'automatic' && supplier.api !== null;

  return (
    <Stack gap="md">
      {canImport && supplier.type === 'manual' ? <CsvUpload supplierId={supplier.id} /> : null}
      <ImportRunList
        supplierId={supplier.id}
        page={page}
        onPageChange={setPage}
        canRetry={canImport}
        actions={
          canImport && automatic ? (
            <Button size="xs" leftSection={<IconDownload size={14} />} onClick={() => setChoosingRange(true)}>
              {t('imports.importButton')}
            </Button>
          ) : null
        }
      />
      {choosingRange ? <ImportRangeModal supplierId={supplier.id} onClose={() => setChoosingRange(false)} /> : null}
    </Stack>
  );
}
