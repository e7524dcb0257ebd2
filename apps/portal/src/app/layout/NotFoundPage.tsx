import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

export function NotFoundPage() {
  return <MessagePage title={t('pages.notFoundTitle')} text={t('pages.notFoundText')} />;
}
