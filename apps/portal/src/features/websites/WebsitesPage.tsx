import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { websiteCategories } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { choicesOf, labelOf } from '@pubdesk/ui/choices';
import { stripScheme } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { DataTable, Pager, StatusBadge } from '@pubdesk/ui/table';
import { websitePath } from './paths';
import { useWebsiteChoices, useWebsiteList, websitesPageSize } from './websites.api';

/** Wait after the last keystroke before searching. */
const searchDelayMs = 300;

/** /websites: the user's websites (name, address, category, status), searchable, 10 a page, and Add website. */
export function WebsitesPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), searchDelayMs);
  const list = useWebsiteList(page, searched);
  const categories = choicesOf(useWebsiteChoices().data, 'category', websiteCategories);
  const canAdd = useCan('websites.add_website');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('websites.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('portalWebsites.intro')}
          </Text>
        </Stack>
        {canAdd ? (
          <Button component={Link} to="/websites/new" leftSection={<IconPlus size={16} />}>
            {t('websites.wizardTitle')}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('websites.title')}>
        <Stack gap="sm">
          <TextInput
            type="search"
            aria-label={t('portalWebsites.searchLabel')}
            placeholder={t('common.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <DataTable
            label={t('websites.title')}
            minWidth={520}
            loading={list.isPending}
            emptyText={t('websites.empty')}
            rows={list.data?.results ?? []}
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
            ]}
          />
          <Pager page={page} count={list.data?.count ?? 0} limit={websitesPageSize} onChange={setPage} />
        </Stack>
      </Card>
    </Stack>
  );
}
