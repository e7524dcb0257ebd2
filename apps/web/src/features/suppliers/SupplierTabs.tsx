import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import type { Supplier } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ImportsPanel } from '../imports';
import { AdsPanel } from './AdsPanel';
import { SupplierEditor } from './SupplierEditor';

/**
 * An existing demand source: its Edit form and ads, and, for who may see statistics, its Imports.
 * The Edit tab stays mounted (a half-typed change survives a look at the imports); the Imports
 * tab loads, and refreshes its runs, only while it is open.
 */
export function SupplierTabs({ supplier, readOnly }: { supplier: Supplier; readOnly: boolean }) {
  const canSeeImports = useCan('statistics.view_statistic');
  const [tab, setTab] = useState<string | null>('edit');
  const details = (
    <Stack gap="md">
      <SupplierEditor supplier={supplier} readOnly={readOnly} />
      <AdsPanel supplierId={supplier.id} />
    </Stack>
  );
  if (!canSeeImports) return details;
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="md">
        <Tabs.Tab value="edit">{t('common.edit')}</Tabs.Tab>
        <Tabs.Tab value="imports">{t('imports.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit">{details}</Tabs.Panel>
      <Tabs.Panel value="imports">{tab === 'imports' ? <ImportsPanel supplier={supplier} /> : null}</Tabs.Panel>
    </Tabs>
  );
}
