import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { parseId } from '../../components/parse-id';
import { t } from '../../lib/i18n';
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

  const title = t('suppliers.sharesTitle');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/demand_sources/${id}`} inherit>
            {t('suppliers.caption', { name: detail.data?.name ?? `#${id}` })}
          </Anchor>
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md" maw={640} component="section" aria-label={title}>
        <DetailState query={detail}>{(supplier) => <SupplierShareEntries supplierId={supplier.id} />}</DetailState>
      </Card>
    </Stack>
  );
}
