import { useState } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { optionsOf, useSupplierChoices, useWebsiteChoices } from './pickers.api';
import { WebsiteReport } from './ReportPage';
import { ReportView } from './ReportView';

/** /reports: choose a website (its report, or its placement groups') or a demand source, and read its report card. */
export function ReportsPage() {
  const canSeeSuppliers = useCan('demand.view_supplier');
  const websites = useWebsiteChoices();
  const suppliers = useSupplierChoices(canSeeSuppliers);
  const [chosen, setChosen] = useState<{ kind: 'website' | 'supplier'; id: number } | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('nav.reports')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('statistics.websites')}
          data={optionsOf(websites.data?.results)}
          value={chosen?.kind === 'website' ? String(chosen.id) : null}
          onChange={(v) => setChosen(v ? { kind: 'website', id: Number(v) } : null)}
          searchable
          w={260}
        />
        {canSeeSuppliers ? (
          <Select
            label={t('statistics.suppliers')}
            data={optionsOf(suppliers.data?.results)}
            value={chosen?.kind === 'supplier' ? String(chosen.id) : null}
            onChange={(v) => setChosen(v ? { kind: 'supplier', id: Number(v) } : null)}
            searchable
            w={260}
          />
        ) : null}
      </Group>
      {chosen === null ? (
        <Text c="dimmed">{t('statistics.pickWebsite')}</Text>
      ) : chosen.kind === 'website' ? (
        <WebsiteReport key={`website-${chosen.id}`} websiteId={chosen.id} />
      ) : (
        <ReportView key={`supplier-${chosen.id}`} mode="supplier" id={chosen.id} />
      )}
    </Stack>
  );
}
