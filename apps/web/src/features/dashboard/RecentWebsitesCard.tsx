import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { User, Website } from '@pubdesk/contract';
import { ListPanel } from '../../components/ListPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { fullName, stripScheme } from '../../lib/format';
import { t } from '@pubdesk/ui/i18n';
import { userPath } from '../users';
import { websitePath } from '../websites';
import { useUsersById, useWebsiteStatus } from './dashboard.api';

/** The network of a website, or else its publisher: the user the card links to. */
function ownerOf(website: Website): { id: number; role: 'network' | 'publisher' } | null {
  if (website.network !== null) return { id: website.network, role: 'network' };
  if (website.publisher !== null) return { id: website.publisher, role: 'publisher' };
  return null;
}

function OwnerLink({ website, users }: { website: Website; users: User[] }) {
  const owner = ownerOf(website);
  if (!owner) return null;
  const user = users.find((candidate) => candidate.id === owner.id);
  const role = owner.role === 'network' ? t('common.roles.network') : t('common.roles.publisher');
  return (
    <Text size="xs" c="dimmed" truncate>
      {role}:{' '}
      <Anchor component={Link} to={userPath(owner.id)} inherit>
        {user ? fullName(user) : t('dashboard.unknownUser', { id: owner.id })}
      </Anchor>
    </Text>
  );
}

/** Recently Added Websites: the suspended websites, each with its status and its network or publisher. */
export function RecentWebsitesCard() {
  const { data, isPending } = useWebsiteStatus();
  const websites = data?.suspended_list ?? [];
  const ownerIds = [...new Set(websites.map(ownerOf).flatMap((owner) => (owner ? [owner.id] : [])))].sort((a, b) => a - b);
  const owners = useUsersById(ownerIds);
  const users = owners.data?.results ?? [];

  return (
    <ListPanel
      title={t('dashboard.recentWebsites')}
      loading={isPending}
      empty={websites.length === 0}
      emptyText={t('dashboard.noRecentWebsites')}
    >
      <Stack gap="sm">
        {websites.map((website) => (
          <Group key={website.id} justify="space-between" wrap="nowrap">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={websitePath(website.id)} size="sm" fw={600} truncate>
                {website.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {stripScheme(website.url)}
              </Text>
              <OwnerLink website={website} users={users} />
            </Stack>
            <StatusBadge status={website.status} />
          </Group>
        ))}
      </Stack>
    </ListPanel>
  );
}
