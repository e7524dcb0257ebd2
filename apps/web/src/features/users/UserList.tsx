import { Avatar } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { capitalizeUnderscored, fullName } from '@pubdesk/ui/format';
import { hasWallets, lastLoginText, userPath, userWalletsPath } from './user-display';
import { usersPageSize, useUserList } from './users.api';
import { VerifiedIcon } from './VerifiedIcon';

/**
 * Avatar, Full Name, Username, Role, Email, Status, Verified, Last login and the Edit link per
 * user, and the Wallet link of networks and publishers for who may view wallets; search as you
 * type; 10 a page. A failed load shows the empty list (docs/product-rules.md).
 */
export function UserList(paging: Omit<SearchPaging, 'selectedId'>) {
  const { data, isPending } = useUserList(paging.page, paging.search);
  const canViewWallets = useCan('wallets.view_wallet');

  return (
    <PagedTablePanel
      {...paging}
      title={t('users.title')}
      add={{ to: '/users/new', label: t('users.newEntry') }}
      query={{ data, isPending }}
      limit={usersPageSize}
      minWidth={760}
      emptyText={t('users.empty')}
      columns={[
        {
          key: 'picture',
          header: t('users.picture'),
          headerHidden: true,
          fit: 'keep',
          // Decorative: the name is in the next cell.
          render: (user) => <Avatar src={user.profile_image} name={fullName(user)} color="initials" radius="xl" size="sm" aria-hidden />,
        },
        { key: 'name', header: t('users.fullName'), render: (user) => fullName(user) },
        { key: 'username', header: t('common.username'), fit: 'break', render: (user) => user.username },
        { key: 'role', header: t('common.role'), render: (user) => capitalizeUnderscored(user.role) },
        { key: 'email', header: t('common.email'), fit: 'break', render: (user) => user.email },
        {
          key: 'status',
          header: t('common.status'),
          fit: 'keep',
          render: (user) => <StatusBadge status={user.is_active ? 'active' : 'suspended'} />,
        },
        { key: 'verified', header: t('users.verified'), fit: 'keep', render: (user) => <VerifiedIcon verified={user.is_verified} /> },
        { key: 'lastLogin', header: t('users.lastLogin'), fit: 'keep', render: (user) => lastLoginText(user.last_login) },
        {
          key: 'action',
          header: t('common.action'),
          fit: 'keep',
          render: (user) => (
            <RowActions
              edit={{ to: userPath(user.id), label: t('common.editLabel', { name: user.username }), tip: t('common.edit') }}
              links={
                canViewWallets && hasWallets(user)
                  ? [
                      {
                        to: userWalletsPath(user.id),
                        label: t('users.walletLabel', { name: user.username }),
                        tip: t('users.wallet'),
                        icon: IconWallet,
                      },
                    ]
                  : []
              }
            />
          ),
        },
      ]}
    />
  );
}
