import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';
import { impersonationProblem } from '../../lib/impersonation-problem';

/** The key in the address was used, expired or never valid: the server's reason, and the sign-in link. */
export function ImpersonationRefusedPage() {
  return <MessagePage title={t('portal.impersonation.refusedTitle')} text={impersonationProblem.get() ?? t('api.keyInvalid')} />;
}
