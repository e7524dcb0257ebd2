import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

export function SuspendedPage() {
  return <MessagePage title={t('pages.suspendedTitle')} text={t('pages.suspendedText')} />;
}
