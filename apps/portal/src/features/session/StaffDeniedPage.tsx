import { Anchor } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

/** A staff account signed in here: it was not kept; the console's sign-in is a page of the same server. */
export function StaffDeniedPage() {
  return (
    <MessagePage title={t('portal.staffDeniedTitle')} text={t('portal.staffDeniedText')}>
      {/* Outside the portal's router: a full page load of the console. */}
      <Anchor href="/login">{t('portal.toConsole')}</Anchor>
    </MessagePage>
  );
}
