import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { User, Website } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { fullName, stripScheme } from '@pubdesk/ui/format';
import { userPath } from '../users';
import { websitePath } from '../websites';
import { useUsersById, useWebsiteStatus } from './dashboard.api';
import { StatusLinkRow, StatusListCard } from './StatusListCard';
import { ownerIdsOf, ownerOf } from './website-owners';

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
  const owners = useUsersById(ownerIdsOf(websites));
  const users = owners.data?.results ?? [];

  return (
    <StatusListCard title={t('dashboard.recentWebsites')} emptyText={t('dashboard.noRecentWebsites')} loading={isPending} rows={websites}>
      {(website) => (
        <StatusLinkRow to={websitePath(website.id)} name={website.name} status={website.status}>
          <Text size="xs" c="dimmed" truncate>
            {stripScheme(website.url)}
          </Text>
          <OwnerLink website={website} users={users} />
        </StatusLinkRow>
      )}
    </StatusListCard>
  );
}
