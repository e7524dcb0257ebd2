import { useCallback, useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { parseId } from '../../components/parse-id';
import { t } from '../../lib/i18n';
import { WebsiteCaption } from '../websites/WebsiteCaption';
import { useWebsiteParam } from '../websites/website-param';
import { TagEditor } from './TagEditor';
import { TagList } from './TagList';
import { useTag } from './tags.api';

/** /tags/:id?website=W: the website's tags on the left, the Add or Edit form on the right. */
export function TagsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const detail = useTag(id);
  const { key: visit } = useLocation();

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);

  if (websiteId === null) return <Navigate to="/websites" replace />;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('tags.title')}
        </Title>
        <WebsiteCaption id={websiteId} />
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TagList websiteId={websiteId} page={page} onPageChange={setPage} search={search} onSearch={onSearch} selectedId={id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {id === null ? (
            <TagEditor key={`new-${visit}`} tag={null} websiteId={websiteId} />
          ) : (
            <DetailState query={detail}>{(tag) => <TagEditor key={tag.id} tag={tag} websiteId={websiteId} />}</DetailState>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
