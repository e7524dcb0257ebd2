import { Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { whitelabelPath } from '../whitelabel';
import { useWhitelistStatus } from './dashboard.api';
import { StatusLinkRow, StatusListCard } from './StatusListCard';

/** Whitelabel Need Approval: pending entries, each linking to its editor. */
export function WhitelabelApprovalCard() {
  const { data, isPending } = useWhitelistStatus();
  return (
    <StatusListCard
      title={t('dashboard.whitelabelApproval')}
      emptyText={t('dashboard.noPendingWhitelabels')}
      loading={isPending}
      rows={data?.pending_list ?? []}
    >
      {(entry) => (
        <StatusLinkRow to={whitelabelPath(entry.id)} name={entry.domain} status={entry.status}>
          <Text size="xs" c="dimmed" truncate>
            {entry.company_name || entry.network_name || t('common.noNetwork')}
          </Text>
        </StatusLinkRow>
      )}
    </StatusListCard>
  );
}
