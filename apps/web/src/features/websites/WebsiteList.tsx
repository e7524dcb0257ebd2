import { Anchor } from '@mantine/core';
import { IconFileText, IconMovie, IconPencil, IconPlayerPlay, IconTags } from '@tabler/icons-react';
import { Link } from 'react-router';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { StatusBadge } from '@pubdesk/ui/table';
import { stripScheme } from '@pubdesk/ui/format';
import { choicesOf, labelOf } from '@pubdesk/ui/choices';
import { websitePath } from './paths';
import { useWebsiteChoices, useWebsiteList, websitesPageSize } from './websites.api';

/** Edit, Tags, Groups, Players and Content of one website (Players and Content open their own screens). */
function websiteLinks(website: Website): RowMenuLink[] {
  // Tags, placement groups, players and videos stand on websites: their paths are written out, as
  // importing their builders would make the features a cycle.
  const query = `?website=${website.id}`;
  return [
    { label: t('common.edit'), to: websitePath(website.id), icon: IconPencil },
    { label: t('tags.title'), to: `/tags${query}`, icon: IconTags },
    { label: t('websites.menuGroups'), to: `/placements_groups${query}`, icon: IconFileText },
    { label: t('nav.players'), to: `/players${query}`, icon: IconPlayerPlay },
    { label: t('websites.menuContent'), to: `/videos${query}`, icon: IconMovie },
  ];
}

/** Searchable list: name, url without scheme, category, status and a row menu; 10 a page. A failed load shows the empty list. */
export function WebsiteList(paging: SearchPaging) {
  const { data, isPending } = useWebsiteList(paging.page, paging.search);
  const { data: options } = useWebsiteChoices();
  const categories = choicesOf(options, 'category', websiteCategories);

  return (
    <PagedTablePanel
      {...paging}
      title={t('websites.title')}
      add={{ to: '/websites', label: t('websites.newWebsite') }}
      query={{ data, isPending }}
      limit={websitesPageSize}
      minWidth={420}
      emptyText={t('websites.empty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (website) => (
            <Anchor component={Link} to={websitePath(website.id)} size="sm">
              {website.name}
            </Anchor>
          ),
        },
        { key: 'url', header: t('websites.url'), fit: 'break', render: (website) => stripScheme(website.url) },
        { key: 'category', header: t('websites.category'), render: (website) => labelOf(categories, website.category) },
        { key: 'status', header: t('common.status'), fit: 'keep', render: (website) => <StatusBadge status={website.status} /> },
        {
          key: 'actions',
          header: t('common.actions'),
          headerHidden: true,
          fit: 'keep',
          render: (website) => <RowMenu label={t('common.actionsFor', { name: website.name })} links={websiteLinks(website)} />,
        },
      ]}
    />
  );
}
