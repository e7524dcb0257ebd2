import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
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
  const { id, list } = useListEditor({ search: true });
  const detail = useWebsite(id);
  return (
    <ListEditorPage
      title={t('websites.title')}
      add="websites.add_website"
      change="websites.change_website"
      list={<WebsiteList {...list} />}
      id={id}
      detail={detail}
      renderNew={() => <WebsiteWizard />}
      renderEdit={(website, readOnly) => <WebsiteEditor website={website} readOnly={readOnly} />}
      split={[6, 6]}
    />
  );
}
