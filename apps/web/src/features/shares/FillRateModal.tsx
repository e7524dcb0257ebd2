import { Modal } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { FillRateEntries } from './FillRateEntries';

/** A website's fill rates, in a modal. */
export function FillRateModal({ opened, websiteId, onClose }: { opened: boolean; websiteId: number; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('shares.fillRateTitle')} size="lg">
      {opened ? <FillRateEntries websiteId={websiteId} /> : null}
    </Modal>
  );
}
