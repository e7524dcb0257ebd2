import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { WebsiteEditor } from './WebsiteEditor';
import { WebsiteList } from './WebsiteList';
import { WebsiteWizard } from './WebsiteWizard';
import { useWebsite } from './websites.api';
import { usePagedSearch } from '../../components/use-paged-search';

/**
 * /websites/:id?: the list on the left; on the right the edit form, or without an id the wizard.
 * The wizard and plus button need the add permission; without the change permission a website
 * opens read-only.
 */
export function WebsitesPage() {
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const detail = useWebsite(id);
  const { key: visit } = useLocation();
  const canAdd = useCan('websites.add_website');
  const canChange = useCan('websites.change_website');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('websites.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <WebsiteList page={page} onPageChange={setPage} search={search} onSearch={onSearch} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            {id === null ? (
              canAdd ? <WebsiteWizard key={`new-${visit}`} /> : null
            ) : (
              <DetailState query={detail}>{(website) => <WebsiteEditor key={website.id} website={website} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
