import { Modal, Stack, Text } from '@mantine/core';
import type { Supplier } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { SupplierShareEntries } from './SupplierShareEntries';

/** 'Demand Source Shares' of one supplier, in a modal; closed when `supplier` is null. */
export function SupplierShareModal({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  return (
    <Modal opened={supplier !== null} onClose={onClose} title={t('suppliers.sharesTitle')} size="lg">
      {supplier ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('suppliers.caption', { name: supplier.name })}
          </Text>
          <SupplierShareEntries key={supplier.id} supplierId={supplier.id} />
        </Stack>
      ) : null}
    </Modal>
  );
}
