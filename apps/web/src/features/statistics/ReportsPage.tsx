import { useState } from 'react';
import { Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { optionsOf, useSupplierChoices, useWebsiteChoices } from '../../lib/lookups';
import { WebsiteReport } from './ReportPage';
import { ReportView } from './ReportView';

/**
 * /reports: choose a website (its report, or its placement groups', as staff see them or as the
 * publisher is paid) or a demand source, and read its report card.
 */
export function ReportsPage() {
  const canSeeSuppliers = useCan('demand.view_supplier');
  const websites = useWebsiteChoices();
  const suppliers = useSupplierChoices(canSeeSuppliers);
  const [chosen, setChosen] = useState<{ kind: 'website' | 'supplier'; id: number } | null>(null);
  const [publisher, setPublisher] = useState(false);
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
        {chosen?.kind === 'website' ? (
          <Switch
            label={t('statistics.publisherView')}
            description={t('statistics.publisherViewHint')}
            checked={publisher}
            onChange={(e) => setPublisher(e.currentTarget.checked)}
          />
        ) : null}
      </Group>
      {chosen === null ? (
        <Text c="dimmed">{t('statistics.pickWebsite')}</Text>
      ) : chosen.kind === 'website' ? (
        <WebsiteReport key={`website-${chosen.id}-${publisher}`} websiteId={chosen.id} publisher={publisher} />
      ) : (
        <ReportView key={`supplier-${chosen.id}`} mode="supplier" id={chosen.id} />
      )}
    </Stack>
  );
}
