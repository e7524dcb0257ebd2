import { Anchor, Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconMovie, IconPencil, IconPlayerPlay, IconTags } from '@tabler/icons-react';
import { Link } from 'react-router';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { Pager } from '../../components/Pager';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { stripScheme } from '../../lib/format';
import { t } from '../../lib/i18n';
import { choicesOf, labelOf } from './website-choices';
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
  const query = `?website=${website.id}`;
  return [
    { label: t('websites.menuEdit'), to: `/websites/${website.id}`, icon: IconPencil },
    { label: t('websites.menuTags'), to: `/tags${query}`, icon: IconTags },
    { label: t('websites.menuGroups'), to: `/placements_groups${query}`, icon: IconFileText },
    { label: t('websites.menuPlayers'), to: `/players${query}`, icon: IconPlayerPlay },
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
      title={t('websites.listTitle')}
      actions={<NewEntryButton to="/websites" label={t('websites.newWebsite')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={websitesPageSize} onChange={onPageChange} />}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        {isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : websites.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {t('websites.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('websites.name')}</Table.Th>
                  <Table.Th>{t('websites.url')}</Table.Th>
                  <Table.Th>{t('websites.category')}</Table.Th>
                  <Table.Th>{t('websites.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('inventory.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {websites.map((website) => (
                  <Table.Tr key={website.id} bg={website.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`/websites/${website.id}`} size="sm">
                        {website.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{stripScheme(website.url)}</Table.Td>
                    <Table.Td>{labelOf(categories, website.category)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={website.status} />
                    </Table.Td>
                    <Table.Td>
                      <RowMenu label={t('inventory.actionsFor', { name: website.name })} links={websiteLinks(website)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </ListPanel>
  );
}
