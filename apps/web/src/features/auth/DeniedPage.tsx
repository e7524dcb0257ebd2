import { t } from '../../lib/i18n';
import { MessagePage } from './MessagePage';

export function DeniedPage() {
  return <MessagePage title={t('pages.deniedTitle')} text={t('pages.deniedText')} />;
}
