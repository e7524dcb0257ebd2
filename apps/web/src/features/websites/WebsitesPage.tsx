import { useParams } from 'react-router';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { usePagedSearch } from '../../components/use-paged-search';
import { t } from '@pubdesk/ui/i18n';
import { WebsiteEditor } from './WebsiteEditor';
import { WebsiteList } from './WebsiteList';
import { WebsiteWizard } from './WebsiteWizard';
import { useWebsite } from '../../lib/lookups';

/**
 * /websites/:id?: the list on the left; on the right the edit form, or without an id the wizard.
 * The wizard and plus button need the add permission; without the change permission a website
 * opens read-only.
 */
export function WebsitesPage() {
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const detail = useWebsite(id);
  return (
    <ListEditorPage
      title={t('websites.title')}
      add="websites.add_website"
      change="websites.change_website"
      list={<WebsiteList page={page} onPageChange={setPage} search={search} onSearch={onSearch} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <WebsiteWizard />}
      renderEdit={(website, readOnly) => <WebsiteEditor website={website} readOnly={readOnly} />}
      split={[6, 6]}
    />
  );
}
