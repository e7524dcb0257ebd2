import { Avatar, Group, Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { formatDateTime } from '@pubdesk/ui/dates';
import { fullName } from '@pubdesk/ui/format';
import { useRecentUsers } from './dashboard.api';

/** Recently Added Users: the newest pre-activation sign-ups. */
export function RecentUsersCard() {
  const { data, isPending } = useRecentUsers();
  const users = data?.results ?? [];
  return (
    <ListPanel title={t('dashboard.recentUsers')} loading={isPending} empty={users.length === 0} emptyText={t('dashboard.noRecentUsers')}>
      <Stack gap="sm">
        {users.map((user) => (
          <Group key={user.id} gap="sm" wrap="nowrap">
            <Avatar src={user.profile_image} name={fullName(user)} color="initials" radius="xl" size="md" />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {fullName(user)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.username} · {user.email}
              </Text>
              <Text size="xs" c="dimmed">
                {t('dashboard.joined', { date: formatDateTime(user.date_joined) })}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </ListPanel>
  );
}
