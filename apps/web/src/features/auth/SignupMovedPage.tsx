import { useEffect } from 'react';
import { t } from '@pubdesk/ui/i18n';
import { Waiting } from '@pubdesk/ui/public-pages';

/**
 * New accounts are networks' and publishers' (pre_activation until staff activate them), whose app
 * is the portal: the console's sign-up link and old /signup addresses open the portal's sign-up.
 */
export function SignupMovedPage() {
  useEffect(() => {
    window.location.replace('/portal/signup');
  }, []);
  return <Waiting mih="20vh" text={t('common.loading')} />;
}
