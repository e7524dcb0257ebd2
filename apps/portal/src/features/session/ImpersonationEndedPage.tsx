import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

/** The impersonated session ended (End, or its token ran out); the staff user's own console tab is unchanged. */
export function ImpersonationEndedPage() {
  return <MessagePage title={t('portal.impersonation.endedTitle')} text={t('portal.impersonation.endedText')} />;
}
