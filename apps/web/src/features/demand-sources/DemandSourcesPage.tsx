import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import type { Supplier } from '@pubdesk/contract';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { AdsPanel } from './AdsPanel';
import { useDemandSource } from './demand-sources.api';
import { DemandSourceEditor } from './DemandSourceEditor';
import { DemandSourceList } from './DemandSourceList';
import { SupplierShareModal } from './SupplierShareModal';
import { usePagedSearch } from '../../components/use-paged-search';

/**
 * /demand_sources/:id?: the list on the left; the Add or Edit form, and an existing one's ads, on
 * the right. The Add form and plus buttons need the add permission; without the change permission
 * a demand source opens read-only.
 */
export function DemandSourcesPage() {
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const [sharesOf, setSharesOf] = useState<Supplier | null>(null);
  const detail = useDemandSource(id);
  const { key: visit } = useLocation();
  const canAdd = useCan('demand.add_supplier');
  const canChange = useCan('demand.change_supplier');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('demandSources.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <DemandSourceList page={page} onPageChange={setPage} search={search} onSearch={onSearch} selectedId={id} onShares={setSharesOf} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <DemandSourceEditor key={`new-${visit}`} supplier={null} /> : null
            ) : (
              <DetailState query={detail}>
                {(supplier) => (
                  <Stack gap="md">
                    <DemandSourceEditor key={supplier.id} supplier={supplier} readOnly={!canChange} />
                    <AdsPanel key={`ads-${supplier.id}`} supplierId={supplier.id} />
                  </Stack>
                )}
              </DetailState>
            )}
          </Grid.Col>
        </Grid>
        <SupplierShareModal supplier={sharesOf} onClose={() => setSharesOf(null)} />
      </Stack>
    </AddPermission>
  );
}
