import { Anchor, Stack } from '@mantine/core';
import { IconFileText, IconMovie, IconPencil, IconPlayerPlay, IconTags } from '@tabler/icons-react';
import { Link } from 'react-router';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { stripScheme } from '../../lib/format';
import { t } from '@pubdesk/ui/i18n';
import { choicesOf, labelOf } from '../../components/choices';
import { websitePath } from './paths';
import { useWebsiteChoices, useWebsiteList, websitesPageSize } from './websites.api';

interface WebsiteListProps {
  page: number;
  onPageChange: (page: number) => void;
  onSearch: (text: string) => void;
  search: string;
  selectedId: number | null;
}

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

/** Searchable list: name, url without scheme, category, status and a row menu; 10 a page. */
export function WebsiteList({ page, onPageChange, onSearch, search, selectedId }: WebsiteListProps) {
  const { data, isPending } = useWebsiteList(page, search);
  const { data: options } = useWebsiteChoices();
  const categories = choicesOf(options, 'category', websiteCategories);
  const websites = data?.results ?? [];

  return (
    <ListPanel
      title={t('websites.title')}
      actions={<NewEntryButton to="/websites" label={t('websites.newWebsite')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={websitesPageSize} onChange={onPageChange} />}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        <DataTable
          minWidth={420}
          loading={isPending}
          emptyText={t('websites.empty')}
          rows={websites}
          selectedId={selectedId}
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
      </Stack>
    </ListPanel>
  );
}
