import { Modal } from '@mantine/core';
import type { ShareType } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useProductName } from '@pubdesk/ui/branding';
import { shareTitles } from './share-titles';
import { ShareEntries } from './ShareEntries';

interface ShareModalProps {
  /** The kind of share shown; null when closed. */
  type: ShareType | null;
  websiteId: number;
  onClose: () => void;
}

/** '{product} Shares', 'Network Shares' or 'PMP Shares' of a website, in a modal. */
export function ShareModal({ type, websiteId, onClose }: ShareModalProps) {
  const product = useProductName();
  return (
    <Modal opened={type !== null} onClose={onClose} title={type ? t(shareTitles[type], { product }) : ''} size="lg">
      {type ? <ShareEntries key={type} type={type} websiteId={websiteId} /> : null}
    </Modal>
  );
}
