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
import { usePagedSearch } from '../../components/use-paged-search';

/** /tags/:id?website=W: the website's tags on the left, the Add or Edit form on the right. */
export function TagsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const detail = useTag(id);
  const { key: visit } = useLocation();

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
