import { Anchor, Stack } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { MessagePage } from '../../components/MessagePage';

/** A network or publisher signed in here: their app is the portal, a page of the same server. */
export function DeniedPage() {
  return (
    <Stack gap={0} align="center">
      <MessagePage title={t('pages.deniedTitle')} text={t('pages.deniedText')} />
      {/* Outside the console's router: a full page load of the portal. */}
      <Anchor href="/portal/login">{t('portal.toPortal')}</Anchor>
    </Stack>
  );
}
