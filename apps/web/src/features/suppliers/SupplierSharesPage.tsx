import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { CardPage } from '../../components/CardPage';
import { DetailState } from '@pubdesk/ui/forms';
import { parseId } from '../../components/parse-id';
import { useSupplier } from './suppliers.api';
import { SupplierShareEntries } from './SupplierShareEntries';

/**
 * /shares/demand_sources/:id: the Shares modal's content as a page for the demand source `id`.
 * Without an id, back to /demand_sources, whose list has a Shares button per demand source.
 */
export function SupplierSharesPage() {
  const id = parseId(useParams().id);
  const detail = useSupplier(id);
  if (id === null) return <Navigate to="/demand_sources" replace />;

  return (
    <CardPage
      title={t('suppliers.sharesTitle')}
      caption={
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/demand_sources/${id}`} inherit>
            {t('suppliers.caption', { name: detail.data?.name ?? `#${id}` })}
          </Anchor>
        </Text>
      }
    >
      <DetailState query={detail}>{(supplier) => <SupplierShareEntries supplierId={supplier.id} />}</DetailState>
    </CardPage>
  );
}
