import { Grid, Stack, Title } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { WebsiteCaption } from '../websites/WebsiteCaption';
import { useWebsiteParam } from '../websites/website-param';
import { TagEditor } from './TagEditor';
import { TagList } from './TagList';
import { useTag } from './tags.api';
import { usePagedSearch } from '../../components/use-paged-search';

/**
 * /tags/:id?website=W: the website's tags on the left, the Add or Edit form on the right. The Add
 * form and plus buttons need the add permission; without the change permission a tag opens read-only.
 */
export function TagsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const detail = useTag(id);
  const { key: visit } = useLocation();
  const canAdd = useCan('websites.add_tag');
  const canChange = useCan('websites.change_tag');

  if (websiteId === null) return <Navigate to="/websites" replace />;

  return (
    <AddPermission value={canAdd}>
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
              canAdd ? <TagEditor key={`new-${visit}`} tag={null} websiteId={websiteId} /> : null
            ) : (
              <DetailState query={detail}>{(tag) => <TagEditor key={tag.id} tag={tag} websiteId={websiteId} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
