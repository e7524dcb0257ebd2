import { Navigate, useParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { usePagedSearch } from '../../components/use-paged-search';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { useWebsiteParam } from '../../components/website-param';
import { TagEditor } from './TagEditor';
import { TagList } from './TagList';
import { useTag } from './tags.api';

/**
 * /tags/:id?website=W: the website's tags on the left, the Add or Edit form on the right. The Add
 * form and plus buttons need the add permission; without the change permission a tag opens read-only.
 */
export function TagsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const detail = useTag(id);

  if (websiteId === null) return <Navigate to="/websites" replace />;
  return (
    <ListEditorPage
      title={t('tags.title')}
      caption={<WebsiteCaption id={websiteId} />}
      add="websites.add_tag"
      change="websites.change_tag"
      list={<TagList websiteId={websiteId} page={page} onPageChange={setPage} search={search} onSearch={onSearch} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <TagEditor tag={null} websiteId={websiteId} />}
      renderEdit={(tag, readOnly) => <TagEditor tag={tag} websiteId={websiteId} readOnly={readOnly} />}
    />
  );
}
