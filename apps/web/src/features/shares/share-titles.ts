import type { ShareType } from '@pubdesk/contract';
import type { MessageKey } from '@pubdesk/ui/i18n';

/** '{product} Shares', 'Network Shares', 'PMP Shares'. */
export const shareTitles: Record<ShareType, MessageKey> = {
  platform: 'shares.platformTitle',
  network: 'shares.networkTitle',
  pmp: 'shares.pmpTitle',
};

/** The Shares menu of the placement groups toolbar: '{product}', 'Network', 'PMP'. */
export const shareMenuLabels: Record<ShareType, MessageKey> = {
  platform: 'shares.platformMenu',
  network: 'shares.networkMenu',
  pmp: 'shares.pmpMenu',
};
