import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

export function DeniedPage() {
  return <MessagePage title={t('pages.deniedTitle')} text={t('pages.deniedText')} />;
}
