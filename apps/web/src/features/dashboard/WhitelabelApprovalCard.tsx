import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { whitelabelPath } from '../whitelabel';
import { useWhitelistStatus } from './dashboard.api';

/** Whitelabel Need Approval: pending entries, each linking to its editor. */
export function WhitelabelApprovalCard() {
  const { data, isPending } = useWhitelistStatus();
  const pending = data?.pending_list ?? [];
  return (
    <ListPanel
      title={t('dashboard.whitelabelApproval')}
      loading={isPending}
      empty={pending.length === 0}
      emptyText={t('dashboard.noPendingWhitelabels')}
    >
      <Stack gap="sm">
        {pending.map((entry) => (
          <Group key={entry.id} justify="space-between" wrap="nowrap">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={whitelabelPath(entry.id)} size="sm" fw={600} truncate>
                {entry.domain}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {entry.company_name || entry.network_name || t('common.noNetwork')}
              </Text>
            </Stack>
            <StatusBadge status={entry.status} />
          </Group>
        ))}
      </Stack>
    </ListPanel>
  );
}
